// The yardstick: a bare node:http server answering a small JSON body, as fast as Node goes.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', dependencies: { redis: 'up', nats: 'up' } });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
