// The viewers of the live-channel bench: N sockets in this process, each joined to one stream,
// reconnecting like the web app (1 s doubling, jittered; at once after 1012), and recording when
// each chat line reached it.
import { WebSocket } from 'ws';

const reconnectDelay = (attempt) => Math.round(Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4));

export class Viewer {
  /** @param {{ url: string, headers: Record<string, string>, streamId: number, onLine: (seq: number, at: number) => void }} options */
  constructor(options) {
    this.options = options;
    this.socket = null;
    this.joined = false;
    this.joinedAt = 0;
    this.drops = 0;
    this.attempt = 0;
    this.stopped = false;
    this.viewerCount = null;
  }

  /** Resolves once joined (or rejects on a refused first connection). */
  connect() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.options.url, { headers: this.options.headers, perMessageDeflate: false });
      this.socket = socket;
      socket.on('open', () => {
        this.attempt = 0;
        socket.send(JSON.stringify({ type: 'join_stream', streamId: this.options.streamId }));
      });
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'chat_message' && typeof frame.content === 'string' && frame.content.startsWith('bench:')) {
          this.options.onLine(Number(frame.content.slice(6)), performance.now());
        } else if (frame.type === 'chat_settings' && !this.joined) {
          this.joined = true;
          this.joinedAt = performance.now();
          resolve();
        } else if (frame.type === 'viewer_count') {
          this.viewerCount = frame.viewerCount;
        }
      });
      socket.on('unexpected-response', (_request, response) => {
        socket.terminate();
        reject(new Error(`refused: ${response.statusCode}`));
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        const wasJoined = this.joined;
        this.joined = false;
        if (this.stopped) return;
        if (wasJoined) this.drops++;
        const delay = code === 1012 ? 100 + Math.random() * 400 : reconnectDelay(this.attempt++);
        setTimeout(() => { if (!this.stopped) this.connect().catch(() => undefined); }, delay);
        if (!wasJoined) reject(new Error(`closed before joining (${code})`));
      });
    });
  }

  send(content) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'chat_message', streamId: this.options.streamId, content }));
  }

  close() {
    this.stopped = true;
    this.socket?.terminate();
  }
}

/** Opens `count` viewers, `concurrency` handshakes at a time. */
export async function openViewers(count, make, concurrency = 50) {
  const viewers = Array.from({ length: count }, (_, index) => make(index));
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < viewers.length) {
      const viewer = viewers[next++];
      for (let attempt = 0; ; attempt++) {
        try {
          await viewer.connect();
          break;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    }
  }));
  return viewers;
}

/**
 * Sends `messages` chat lines at `perSecond` from the `senders`, and waits until every viewer has
 * each one (or `graceMs` after the last). Latencies are send-to-receive on this process's clock.
 */
export async function chatRound({ viewers, senders, messages, perSecond, graceMs, sentAt, received, firstSeq }) {
  for (let i = 0; i < messages; i++) {
    const seq = firstSeq + i;
    sentAt.set(seq, performance.now());
    received.set(seq, 0);
    senders[i % senders.length].send(`bench:${seq}`);
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  const expected = messages * viewers.length;
  const deadline = Date.now() + graceMs;
  const delivered = () => Array.from({ length: messages }, (_, i) => received.get(firstSeq + i) ?? 0).reduce((a, b) => a + b, 0);
  while (delivered() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return { expected, delivered: delivered() };
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
