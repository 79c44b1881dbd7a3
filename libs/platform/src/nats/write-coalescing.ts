import type { NatsConnection } from '@nats-io/transport-node';

/**
 * What this module reaches into: nats.js's protocol handler (nats-core 3.x, `protocol.js`). Not
 * public API; when a later nats.js changes any of it, `flushOncePerTurn` leaves the connection as
 * nats.js made it (and its unit test fails, so the change is seen).
 */
interface ProtocolHandler {
  outbound: { length(): number; size(): number; fill(buffer: Uint8Array, ...payloads: Uint8Array[]): void };
  pendingLimit: number;
  flushPending(): void;
  sendCommand(cmd: string | Uint8Array, ...payloads: Uint8Array[]): void;
}

const encoder = new TextEncoder();

function protocolOf(nc: NatsConnection): ProtocolHandler | null {
  const protocol = (nc as unknown as { protocol?: Partial<ProtocolHandler> }).protocol;
  const usable = protocol
    && typeof protocol.sendCommand === 'function'
    && typeof protocol.flushPending === 'function'
    && typeof protocol.pendingLimit === 'number'
    && typeof protocol.outbound?.fill === 'function'
    && typeof protocol.outbound?.length === 'function'
    && typeof protocol.outbound?.size === 'function';
  return usable ? (protocol as ProtocolHandler) : null;
}

/**
 * Makes a connection write what it has to send once per turn of the event loop instead of once per
 * callback (issue 28). nats.js queues each publish and flushes the queue in a microtask, so every
 * I/O callback that publishes (each HTTP request the gateway forwards, each database answer a
 * service replies with) makes its own socket write, and nats-server reads and routes each alone.
 * Under load several of those callbacks run in one poll phase of the loop; flushing in
 * `setImmediate` (the check phase right after it, as ioredis's auto-pipelining does) sends them in
 * one write. A message waits at most until the end of the current poll phase, microseconds, not a
 * timer. Everything else is nats.js's own code path: the same buffer, the same size limit that
 * flushes at once, `flush()` (PING) and drain unchanged.
 *
 * Returns whether the connection was changed (false: an unknown nats.js, left as it is).
 */
export function flushOncePerTurn(nc: NatsConnection): boolean {
  const protocol = protocolOf(nc);
  if (!protocol) return false;
  protocol.sendCommand = function sendCommand(this: ProtocolHandler, cmd: string | Uint8Array, ...payloads: Uint8Array[]): void {
    const queued = this.outbound.length();
    this.outbound.fill(typeof cmd === 'string' ? encoder.encode(cmd) : cmd, ...payloads);
    if (queued === 0) setImmediate(() => this.flushPending());
    else if (this.outbound.size() >= this.pendingLimit) this.flushPending();
  };
  return true;
}
