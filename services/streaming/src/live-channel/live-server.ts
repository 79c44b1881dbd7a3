import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { WebSocketServer, type WebSocket } from 'ws';
import { InjectConfig, InjectLogger, isIntId, onMetricsScrape, openWebSockets, verifyActorAssertion, ACTOR_ASSERTION_HEADER, MemberHidesRepository, ReadinessChecks, SuspendedMembersRepository, type Logger } from '@cannaverse/platform';
import { LIVE_CHANNEL_PATH, LiveChannelMessages, LiveCloseCodes, type Actor } from '@cannaverse/contracts';
import type { StreamingConfig } from '../config.js';
import { LiveBus } from '../live-bus/live-bus.js';
import { LiveChatRepository } from '../live-chat/live-chat.repository.js';
import { LiveChannelService } from './live-channel.service.js';
import { encodeFrame, LiveConnection, MESSAGES_PER_WINDOW } from './live-connection.js';
import { RoomAdmission } from './room-admission.js';

export type RouteHandler = (request: IncomingMessage, body: string) => Promise<{ status: number; headers?: Record<string, string>; body?: unknown }>;

/** Larger frames close the socket (1009): a chat line is 500 characters at most. */
const MAX_FRAME_BYTES = 16 * 1024;
const MAX_BODY_BYTES = 16 * 1024;
/** How often an open socket's hidden members (blocks and mutes) and its member's suspension are re-read. */
const MEMBERS_REFRESH_MS = 10_000;

/**
 * The replica's own HTTP server (LIVE_PORT), reached only from inside the deployment: WebSocket
 * upgrades on /ws that the gateway forwards (with the member it authenticated, signed), and the
 * RTMP ingest's callbacks (routes the ingest feature registers). `openConnections` feeds the
 * kit's `cannaverse_websocket_connections{purpose="live-channel"}` gauge at each scrape.
 */
@Injectable()
export class LiveServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly routes = new Map<string, RouteHandler>();
  private readonly connections = new Set<LiveConnection>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  private server: Server | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private heartbeatFrames: NodeJS.Timeout | null = null;
  private membersRefresh: NodeJS.Timeout | null = null;
  private closing = false;
  private stopMetrics: (() => void) | null = null;

  constructor(
    private readonly channel: LiveChannelService,
    private readonly rooms: RoomAdmission,
    private readonly chats: LiveChatRepository,
    private readonly bus: LiveBus,
    private readonly readiness: ReadinessChecks,
    private readonly hides: MemberHidesRepository,
    private readonly suspensions: SuspendedMembersRepository,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  get openConnections(): number {
    return this.connections.size;
  }

  /** Where the server listens (its port once started; tests use port 0). */
  get port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  route(method: 'GET' | 'POST', path: string, handler: RouteHandler): void {
    this.routes.set(`${method} ${path}`, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    // What the gateway's proxy checks before sending viewers here: a replica cut off from NATS or
    // Redis answers 503, so reconnecting viewers go to the others.
    this.route('GET', '/health', async () => {
      const dependencies = await this.readiness.run();
      const up = Object.values(dependencies).every((state) => state === 'up');
      return { status: up ? 200 : 503, body: { status: up ? 'up' : 'down', ...dependencies, openConnections: this.openConnections } };
    });
    this.bus.onLost(() => this.closeAll('Live bus lost'));
    this.stopMetrics = onMetricsScrape(async () => void openWebSockets.set({ purpose: 'live-channel' }, this.openConnections));
    const server = createServer((request, response) => void this.request(request, response));
    server.on('upgrade', (request, socket, head) => void this.upgrade(request, socket, head));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.LIVE_PORT, this.config.LIVE_HOST, () => resolve());
    });
    this.server = server;
    this.heartbeat = setInterval(() => this.ping(), this.config.HEARTBEAT_MS);
    this.heartbeat.unref();
    // The app's sign of life (issue 21): a frozen replica stops sending it, and its viewers reconnect elsewhere.
    const heartbeatFrame = encodeFrame({ type: 'heartbeat' });
    this.heartbeatFrames = setInterval(() => {
      for (const connection of this.connections) connection.send(heartbeatFrame);
    }, this.config.HEARTBEAT_FRAME_MS);
    this.heartbeatFrames.unref();
    this.membersRefresh = setInterval(() => {
      void this.refreshHidden().catch((error: unknown) => this.logger.warn({ err: error }, 'hidden members not refreshed'));
      void this.closeSuspended().catch((error: unknown) => this.logger.warn({ err: error }, 'suspensions not checked'));
    }, MEMBERS_REFRESH_MS);
    this.membersRefresh.unref();
    this.logger.info({ port: this.port }, 'live channel listening');
  }

  /** Sockets are told the service restarts (1012), so clients reconnect at once, to another replica. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopMetrics?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.heartbeatFrames) clearInterval(this.heartbeatFrames);
    if (this.membersRefresh) clearInterval(this.membersRefresh);
    this.closeAll('Service restarting');
    await Promise.all([...this.connections].map((connection) => this.rooms.disconnect(connection)));
    this.connections.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  /**
   * 1012 (service restart): clients reconnect at once, to another replica, and reload the chat
   * lines they missed. Used on shutdown and when this replica loses NATS, where staying open would
   * leave viewers on a chat that silently stopped (issue 21).
   */
  private closeAll(reason: string): void {
    for (const connection of this.connections) connection.ws.close(LiveCloseCodes.serviceRestart, reason);
  }

  private async request(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://live').pathname;
    const handler = this.routes.get(`${request.method} ${path}`);
    if (!handler) return reply(404, { message: 'Not found' });
    try {
      const body = await readBody(request);
      const answer = await handler(request, body);
      reply(answer.status, answer.body, answer.headers);
    } catch (error) {
      if (error instanceof BodyTooLarge) return reply(413, { message: 'Payload too large' });
      this.logger.error({ err: error, path }, 'live server request failed');
      reply(500, { message: 'Internal server error' });
    }
  }

  /** The gateway vouches for the member; a stream named in the URL is checked before the socket opens. */
  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://live');
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ message: text })}`);
    };
    if (this.closing || !this.bus.connected) return refuse(503, 'Service Unavailable');
    if (url.pathname !== LIVE_CHANNEL_PATH) return refuse(404, 'Not Found');
    const actor = verifyActorAssertion(request.headers[ACTOR_ASSERTION_HEADER], this.config.LIVE_CHANNEL_SECRET);
    if (!actor) return refuse(401, 'Unauthorized');
    try {
      const streamId = url.searchParams.get('streamId');
      if (streamId !== null) {
        if (!isIntId(streamId)) return refuse(404, 'Not Found');
        const admission = await this.rooms.admission(actor, Number(streamId));
        if (admission === 'not-found') return refuse(404, 'Not Found');
        // Opened to be closed with 4003 and the reason, not refused with a 403: a browser sees a
        // refused upgrade only as 1006 (the same as a network drop) and would retry for ever (issue 21).
        if (admission === 'banned') return this.wss.handleUpgrade(request, socket, head, (ws) => turnAwayBanned(ws, Number(streamId)));
      }
      const [card, hidden] = await Promise.all([this.chats.card(actor.id), this.hides.hiddenFrom(actor.id)]);
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, actor, card, hidden));
    } catch (error) {
      this.logger.error({ err: error }, 'live channel upgrade failed');
      refuse(503, 'Service Unavailable');
    }
  }

  private accept(ws: WebSocket, actor: Actor, card: LiveConnection['card'], hidden: string[]): void {
    const connection = new LiveConnection(ws, actor, card, hidden);
    this.connections.add(connection);
    ws.on('pong', () => {
      connection.alive = true;
    });
    // One message after another, in the order the member sent them: a chat line or reaction sent
    // right after the join (the page counts as open once the join is sent) is handled once the join
    // is done, not refused as "not joined", and two quick lines are stored in the order typed.
    let inbox = Promise.resolve();
    let waiting = 0;
    ws.on('message', (data, isBinary) => {
      // A flood does not queue without bound: more waiting than one rate-limit window passes is refused at once.
      if (waiting >= MESSAGES_PER_WINDOW) return connection.sendFrame({ type: 'error', message: LiveChannelMessages.rateLimited });
      waiting++;
      inbox = inbox
        .then(() => this.channel.handle(connection, data, isBinary))
        .catch((error: unknown) => this.logger.warn({ err: error, userId: actor.id }, 'live channel message failed'))
        .finally(() => { waiting--; });
    });
    ws.on('error', (error) => this.logger.info({ err: error, userId: actor.id }, 'live channel socket error'));
    ws.on('close', () => {
      this.connections.delete(connection);
      void this.rooms.disconnect(connection).catch((error: unknown) => this.logger.warn({ err: error }, 'live channel disconnect failed'));
    });
  }

  /**
   * Blocks and mutes made while a socket is open reach it here: one read for every member connected to
   * this replica (the events are consumed by one replica, so each replica polls its own copy).
   */
  async refreshHidden(): Promise<void> {
    if (this.connections.size === 0) return;
    const hidden = await this.hides.hiddenFromMany(this.connectedMembers());
    for (const connection of this.connections) connection.hidden = new Set(hidden.get(connection.actor.id) ?? []);
  }

  /**
   * A member suspended while a socket is open (their sessions end at once, a socket was vouched for
   * when it opened) is closed here within one refresh, as a signed-out socket: 4001, which the page
   * shows as a session that ended; signing in again then says why. No new socket opens for them
   * (the gateway no longer has a session to vouch for).
   */
  async closeSuspended(): Promise<void> {
    if (this.connections.size === 0) return;
    const suspended = new Set(await this.suspensions.suspendedAmong(this.connectedMembers()));
    for (const connection of this.connections) {
      if (suspended.has(connection.actor.id)) connection.ws.close(LiveCloseCodes.unauthorized, 'Account suspended');
    }
  }

  /** The members with a socket on this replica, each once. */
  private connectedMembers(): string[] {
    return [...new Set([...this.connections].map((connection) => connection.actor.id))];
  }

  /** A socket that did not answer the last ping is gone (a phone that lost its network): drop it. */
  private ping(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }
}

/** A banned member's socket: told why, then closed with the code after which clients stop reconnecting. */
function turnAwayBanned(ws: WebSocket, streamId: number): void {
  ws.send(encodeFrame({ type: 'error', streamId, message: LiveChannelMessages.banned }), { binary: false });
  ws.close(LiveCloseCodes.banned, 'Banned from this chat');
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
