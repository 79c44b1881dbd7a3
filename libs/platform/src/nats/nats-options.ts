import { NatsContext, ServerNats, type CustomStrategy, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { finalize, isObservable } from 'rxjs';
import { requestIdFrom, REQUEST_ID_HEADER } from '../observability/request-context.js';
import { rpcServerDuration, rpcServerErrors } from '../observability/metrics.js';
import { toRpcErrorBody } from '../errors/rpc-error.js';
import { natsInboxPrefix } from './nats-permissions.js';
import { KitReplySerializer } from './reply-format.js';
import { flushOncePerTurn } from './write-coalescing.js';

/** A NATS user's credentials and its own reply inbox prefix (its permissions allow only that one). */
export interface NatsAuth {
  user: string;
  pass: string;
  inboxPrefix: string;
}

/** The process's NATS credentials from its config, or none (anonymous) when no password is set. */
export function natsAuth(config: { NATS_USER?: string; NATS_PASSWORD?: string }, defaultUser: string): NatsAuth | undefined {
  if (!config.NATS_PASSWORD) return undefined;
  const user = config.NATS_USER ?? defaultUser;
  return { user, pass: config.NATS_PASSWORD, inboxPrefix: natsInboxPrefix(user) };
}

/** How long a closing replica waits for the requests it is answering (below every grace period). */
const DRAIN_DEADLINE_MS = 20_000;

/** A reply packet as Nest's server publishes it: an answer, an error, or the end of a stream. */
interface ReplyPacket {
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}
type Publish = (packet: ReplyPacket) => void;

/**
 * Nest's NATS server with its handler lookup cached, a shorter way from request to reply, and a
 * close that loses no request. Nest turns the subject of every incoming message into a route by
 * trying `JSON.parse` on it first (patterns may be objects); our subjects are plain strings, so that
 * throws — a SyntaxError with a stack trace — on every request.
 *
 * A request (a message with a reply subject) reaches its handler with the caller's request id on its
 * RpcRequest (so the service's log lines and onward calls carry the gateway's id), and its latency
 * and status go to the metrics when its reply is published. A handler that answers with a value —
 * every handler of ours — is answered at once; Nest would wrap the value in three Observables and an
 * interceptor's, and publish it on the next tick (issue 28: the RxJS plumbing showed in every
 * service's profile). A handler that failed or answers with an Observable goes Nest's way (`send`),
 * so its error packets and streams are Nest's own.
 *
 * Closing (SIGTERM, app.close()): drain the subscriptions first, so the queue group sends new
 * requests to the other replicas; answer every request already received; then drain the connection, which flushes
 * the last replies before closing. Nest's own close drops the connection with replies unsent.
 */
export class KitNatsServer extends ServerNats {
  private readonly routes = new Map<string, string>();
  private inFlight = 0;
  private idle: Array<() => void> = [];

  /** `rpcLog`: where the debug line per request goes (the service's logger; none in tests). */
  constructor(options: NonNullable<NatsOptions['options']>, private readonly rpcLog?: Logger) {
    super(options);
  }

  /** Counts a request from its arrival until its reply is published (or its reply stream started). */
  override async handleMessage(channel: string, message: Parameters<ServerNats['handleMessage']>[1]): Promise<void> {
    this.inFlight++;
    try {
      await (message.reply ? this.answer(channel, message) : super.handleMessage(channel, message));
    } finally {
      this.settled();
    }
  }

  private async answer(channel: string, natsMsg: Msg): Promise<void> {
    const started = process.hrtime.bigint();
    const handler = this.getHandlerByPattern(channel);
    if (!handler) return super.handleMessage(channel, natsMsg); // Nest answers "no matching message handler"
    const context = new NatsContext([natsMsg.subject, natsMsg.headers]);
    const message = await this.deserializer.deserialize(natsMsg, { channel, replyTo: natsMsg.reply }) as { id?: string; data?: unknown };
    if (message.id === undefined) return this.handleEvent(channel, message as Parameters<ServerNats['handleEvent']>[1], context);
    const requestId = requestIdFrom(natsMsg.headers?.get(REQUEST_ID_HEADER));
    // The handler's RpcRequest names its request (a Caller it can log with and pass on), from the
    // header only: whatever the packet said is replaced.
    if (typeof message.data === 'object' && message.data !== null && !Array.isArray(message.data)) {
      (message.data as { requestId?: string }).requestId = requestId;
    }
    const publish = this.observedPublisher(natsMsg, context, message.id, channel, requestId, started);
    await this.runWithProcessingHooks(context, async (runEndHook) => {
      const result: unknown = await handler(message.data, context);
      if (isObservable(result)) {
        this.send(result.pipe(finalize(runEndHook)), publish);
        return;
      }
      runEndHook();
      // The packet Nest's `send` publishes for a single value: the answer and the end of the stream.
      publish({ response: result, isDisposed: true });
    });
  }

  /**
   * Nest's publisher for this request (the packet id, our serializer, the reply subject), which also
   * records the request's latency and status with its last packet: the status the caller will
   * answer with (toRpcErrorBody, as ServiceClient reads an error packet).
   */
  private observedPublisher(natsMsg: Msg, context: NatsContext, id: string, pattern: string, requestId: string, started: bigint): Publish {
    const respond = this.getPublisher(natsMsg, id, context);
    return (packet) => {
      respond(packet);
      if (packet.isDisposed !== true && packet.err === undefined) return;
      const status = packet.err === undefined ? 200 : toRpcErrorBody(packet.err).status;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rpcServerDuration.observe({ pattern, status: String(status) }, seconds);
      if (status >= 400) rpcServerErrors.inc({ pattern, status: String(status) });
      // One line per request at debug level; at the usual levels nothing is built for it.
      if (this.rpcLog?.isLevelEnabled('debug')) {
        this.rpcLog.debug({ requestId, pattern, status, ms: Math.round(seconds * 10_000) / 10 }, 'rpc');
      }
    };
  }

  /**
   * Counts a reply stream until its last packet is published: a handler that failed or streams
   * answers with an Observable, so the request is only done when `respond` saw `isDisposed`.
   */
  override send(stream$: Parameters<ServerNats['send']>[0], respond: Parameters<ServerNats['send']>[1]): ReturnType<ServerNats['send']> {
    this.inFlight++;
    let open = true;
    return super.send(stream$, async (packet) => {
      try {
        await respond(packet);
      } finally {
        if (packet.isDisposed && open) {
          open = false;
          this.settled();
        }
      }
    });
  }

  private settled(): void {
    if (--this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  override async close(): Promise<void> {
    // Nest keeps these private; the close below is the one place that needs them.
    const self = this as unknown as { natsClient: NatsConnection | null; subscriptions: Subscription[] };
    const client = self.natsClient;
    if (!client) return super.close();
    // drain, not unsubscribe: requests the server sent before it saw the UNSUB still reach the
    // handler (an unsubscribed subscription drops them on arrival).
    await Promise.all(self.subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    if (this.inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.idle.push(resolve)),
        new Promise<void>((resolve) => { timer = setTimeout(resolve, DRAIN_DEADLINE_MS); }),
      ]);
      clearTimeout(timer);
    }
    self.natsClient = null;
    await client.drain().catch(() => client.close());
    await super.close(); // nothing left to close; keeps Nest's own bookkeeping
  }

  /**
   * Reports listening once nats-server has every subscription (a PING answered after the SUBs), so
   * a request sent the moment the service is up finds its responder. Writes wait for the end of the
   * event loop's turn (write-coalescing.ts): without this, a request from another connection could
   * reach the server before the SUBs ("no responders"; an identity test failed so on a fresh clone).
   */
  override start(callback: (err?: unknown, ...optionalParams: unknown[]) => void): void {
    const client = (this as unknown as { natsClient: NatsConnection }).natsClient;
    this.bindEvents(client as Parameters<ServerNats['bindEvents']>[0]);
    client.flush().then(() => callback(), (error: unknown) => callback(error));
  }

  /** Nest's connection, writing its replies once per turn of the event loop (write-coalescing.ts). */
  override async createNatsClient(): Promise<NatsConnection> {
    const nc = (await super.createNatsClient()) as NatsConnection;
    flushOncePerTurn(nc);
    return nc;
  }

  override getRouteFromPattern(pattern: string): string {
    let route = this.routes.get(pattern);
    if (route === undefined) {
      route = super.getRouteFromPattern(pattern);
      if (this.routes.size < 10_000) this.routes.set(pattern, route); // subjects are ours: a bounded set
    }
    return route;
  }
}

const serverOptions = (service: string, natsUrl: string, auth?: NatsAuth): NonNullable<NatsOptions['options']> => ({
  servers: [natsUrl],
  ...auth,
  queue: service,
  name: `${service}-rpc`,
  maxReconnectAttempts: -1,
  reconnectTimeWait: 500,
  waitOnFirstConnect: true,
  // nats.js otherwise builds an Error (a stack trace) per request in case it fails.
  noAsyncTraces: true,
  // Answers in the shape the gateway forwards without parsing them (reply-format.ts).
  serializer: new KitReplySerializer(),
});

/**
 * Request/reply transport for a service. The queue group is the service name, so
 * N replicas share the load; reconnects are unlimited so a NATS restart heals itself.
 */
export function natsServerOptions(service: string, natsUrl: string, auth?: NatsAuth, logger?: Logger): CustomStrategy {
  return { strategy: new KitNatsServer(serverOptions(service, natsUrl, auth), logger) };
}

