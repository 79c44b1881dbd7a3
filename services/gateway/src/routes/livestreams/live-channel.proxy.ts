import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { LIVE_CHANNEL_PATH } from '@cannaverse/contracts';
import { ACTOR_ASSERTION_HEADER, signActorAssertion, type Logger } from '@cannaverse/platform';
import type { SessionReader } from '../../session/session-reader.js';

export interface LiveChannelProxyOptions {
  /** The streaming replicas' live servers (STREAMING_LIVE_URLS). */
  upstreams: string[];
  secret: string;
  /** PUBLIC_ORIGIN: when set, the only origin allowed (else the origin of the host the request came to). */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  sessions: SessionReader;
  logger: Logger;
}

/** A replica that refused a connection is skipped this long, so reconnecting viewers go to the others. */
const UPSTREAM_DOWN_MS = 5_000;
/** With several replicas, each one's /health is checked this often: a dead one is skipped within a second. */
const HEALTH_CHECK_MS = 1_000;
/**
 * With several replicas, the one picked for a viewer must answer /health within this long first:
 * a replica that froze (process alive, port open, nothing answered) accepts the TCP connection
 * and would hold the viewer's upgrade for ever, so it is skipped and the next one tried (issue 21).
 */
const PREFLIGHT_MS = 1_000;
/** A replica that has not completed the upgrade within this long loses the viewer (who reconnects) and is skipped for a while. */
const UPGRADE_TIMEOUT_MS = 5_000;

/** The origin the browser page would have, from the Host header (and X-Forwarded-Proto behind an ingress). */
function ownOrigin(request: IncomingMessage, trustProxy: boolean): string | null {
  const host = request.headers.host;
  if (!host) return null;
  const forwarded = trustProxy ? String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() : '';
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return `${forwarded || (encrypted ? 'https' : 'http')}://${host}`;
}

/**
 * Only a page of this site may open the live channel with a member's cookie (no cross-site
 * WebSocket hijacking). With PUBLIC_ORIGIN set (production) that origin and nothing else: the Host
 * header is the sender's to choose, so an origin built from it would match whatever the sender
 * claims (as in csrf.ts). Without it (a developer's machine, tests) the request's own host is ours.
 */
export function originAllowed(request: IncomingMessage, publicOrigin: string | undefined, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  if (publicOrigin) return origin === new URL(publicOrigin).origin;
  return origin === ownOrigin(request, trustProxy);
}

/**
 * `/ws` upgrades: the gateway checks the Origin, reads the member from the session cookie, and
 * pipes the socket to a streaming replica (http-proxy-3: raw TCP after the handshake, so the
 * gateway adds no per-message work) with the member in a signed header. The cookie is not
 * forwarded, and a client's own copy of the header is overwritten. Replicas are taken in turn;
 * one that refuses connections, or does not answer (froze), is skipped for a few seconds, so
 * viewers of a replica that died or froze reconnect to a live one: with several replicas the
 * picked one must answer its /health first, else the next is tried.
 */
export function attachLiveChannelProxy(server: Server, options: LiveChannelProxyOptions): { close(): void } {
  const proxy = createProxyServer({ ws: true, xfwd: true });
  // Errors on a viewer's own socket (a phone dropping off the network resets it) are emitted on the
  // proxy, not given to proxy.ws's callback; without a listener http-proxy-3 throws them, which
  // would stop the gateway for everyone. Such a socket is simply gone.
  proxy.on('error', (error, _request, socket) => {
    options.logger.debug({ err: error }, 'live channel: viewer socket failed');
    if (socket && 'destroy' in socket) socket.destroy();
  });
  const downUntil = new Map<string, number>();
  const sockets = new Set<Duplex>();
  let turn = 0;

  // When a replica dies, its viewers all reconnect at once: knowing it is down before they arrive
  // sends every one of them to a live replica on the first try.
  const checkHealth = () => {
    for (const upstream of options.upstreams) {
      fetch(`${upstream}/health`, { signal: AbortSignal.timeout(HEALTH_CHECK_MS) }).then(
        (response) => (response.ok ? downUntil.delete(upstream) : downUntil.set(upstream, Date.now() + UPSTREAM_DOWN_MS)),
        () => downUntil.set(upstream, Date.now() + UPSTREAM_DOWN_MS),
      );
    }
  };
  const healthTimer = options.upstreams.length > 1 ? setInterval(checkHealth, HEALTH_CHECK_MS) : null;
  healthTimer?.unref();

  const pickUpstream = (): string => {
    const now = Date.now();
    for (let i = 0; i < options.upstreams.length; i++) {
      const candidate = options.upstreams[turn++ % options.upstreams.length];
      if ((downUntil.get(candidate) ?? 0) <= now) return candidate;
    }
    return options.upstreams[turn++ % options.upstreams.length];
  };

  /** Whether the replica answers its /health promptly; one that does not is skipped for a while. */
  const answers = async (upstream: string): Promise<boolean> => {
    const ok = await fetch(`${upstream}/health`, { signal: AbortSignal.timeout(PREFLIGHT_MS) }).then((response) => response.ok, () => false);
    if (!ok) downUntil.set(upstream, Date.now() + UPSTREAM_DOWN_MS);
    return ok;
  };

  /** A replica that answers, tried in turn (each at most once); with one replica there is no other to try. */
  const chooseUpstream = async (): Promise<string> => {
    if (options.upstreams.length === 1) return options.upstreams[0];
    for (let i = 0; i < options.upstreams.length; i++) {
      const candidate = pickUpstream();
      if (await answers(candidate)) return candidate;
      options.logger.warn({ target: candidate }, 'live channel: replica did not answer, trying another');
    }
    return pickUpstream();
  };

  // The upgrade itself must complete: a replica that froze after the check never answers it.
  proxy.on('proxyReqWs', (proxyReq) => {
    proxyReq.setTimeout(UPGRADE_TIMEOUT_MS, () => proxyReq.destroy(Object.assign(new Error('upgrade not answered'), { code: 'ETIMEDOUT' })));
    proxyReq.once('upgrade', () => proxyReq.setTimeout(0));
  });

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ message: text })}`);
  };

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const path = (request.url ?? '').split('?')[0];
    if (path !== LIVE_CHANNEL_PATH) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(request, options.publicOrigin, options.trustProxy)) return refuse(socket, 403, 'Forbidden');
    let actor;
    try {
      actor = await options.sessions.actor(request.headers.cookie);
    } catch (error) {
      options.logger.warn({ err: error }, 'live channel: session lookup failed');
      return refuse(socket, 503, 'Service Unavailable');
    }
    if (!actor) return refuse(socket, 401, 'Unauthorized');
    request.headers[ACTOR_ASSERTION_HEADER] = signActorAssertion(actor, options.secret);
    delete request.headers.cookie;
    const target = await chooseUpstream();
    if (socket.destroyed) return;
    proxy.ws(request, socket, head, { target }, (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT') downUntil.set(target, Date.now() + UPSTREAM_DOWN_MS);
      options.logger.info({ err: error, target }, 'live channel: upstream failed');
    });
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => void onUpgrade(request, socket, head));
  return {
    /** The gateway is stopping: proxied sockets are detached from its HTTP server, so end them here. */
    close: () => {
      if (healthTimer) clearInterval(healthTimer);
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}
