// The yardstick for the live channel: a bare `ws` broadcast server. A join is acknowledged, a chat
// message is stamped and sent to every socket, nothing else: no gateway, session, database, NATS
// or Redis. What is left between this and the product is the cost of our architecture.
import { WebSocketServer, WebSocket } from 'ws';

const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
let id = 0;
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.type === 'join_stream') return socket.send(JSON.stringify({ type: 'chat_settings', streamId: message.streamId, slowModeSeconds: 0 }));
    if (message.type !== 'chat_message') return;
    const frame = JSON.stringify({ type: 'chat_message', id: ++id, streamId: message.streamId, content: message.content, timestamp: new Date().toISOString() });
    for (const client of server.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
  });
});
server.on('listening', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
