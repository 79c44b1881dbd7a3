import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { createInbox, headers as natsHeaders, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import type { Caller, RpcRequest, ServiceName } from '@cannaverse/contracts';
import { RpcError, toRpcErrorBody } from '../errors/rpc-error.js';
import { connectNats } from '../events/jetstream.js';
import type { NatsAuth } from './nats-options.js';
import { REQUEST_ID_HEADER } from '../observability/request-context.js';
import { rpcClientDuration } from '../observability/metrics.js';
import { ForwardedJson, forwardedAnswer } from './reply-format.js';

/** One injection token per remote service, e.g. `IDENTITY_CLIENT`. */
export const serviceClientToken = (service: ServiceName) => `${service.toUpperCase()}_CLIENT`;

/** What a Nest NATS server answers: `{ response }` or `{ err }` (our RpcErrorBody), one message per request. */
interface NestReply<T> {
  id?: string;
  response?: T;
  err?: unknown;
}

interface PendingReply {
  resolve(message: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A shared NATS connection for request/reply that knows whether it is connected right now, so a
 * call made while NATS is down answers 503 at once instead of queueing until its deadline.
 *
 * Replies arrive on one wildcard inbox subscription and are matched by token: nats.js's own
 * `request()` also multiplexes, but allocates a deferred, a timer object and an Error ("cancelled",
 * with its stack trace) for every call, which showed in the gateway's profile under load.
 */
export class NatsLink {
  private connected = false;
  private closed = false;
  /** Until the first connection is made, callers wait for it (bounded by their deadline). */
  private firstConnect = true;
  private readonly inbox: string;
  private readonly pending = new Map<string, PendingReply>();
  private sequence = 0;
  readonly connection: Promise<NatsConnection>;

  constructor(natsUrl: string, name: string, auth?: NatsAuth) {
    // Under NATS permissions a user may only listen on its own inbox prefix.
    this.inbox = createInbox(auth?.inboxPrefix);
    this.connection = connectNats(natsUrl, name, auth);
    void this.connection.then((nc) => {
      nc.subscribe(`${this.inbox}.*`, { callback: (_error, message) => this.settle(message) });
      this.connected = true;
      this.firstConnect = false;
      void (async () => {
        for await (const status of nc.status()) {
          if (status.type === 'disconnect') this.lost();
          if (status.type === 'reconnect') this.connected = true;
        }
      })().catch(() => undefined);
      void nc.closed().then(() => this.lost());
    }).catch(() => undefined);
  }

  get isConnected(): boolean {
    return this.connected && !this.closed;
  }

  /** The connection, or null when NATS is down (or not up within `timeoutMs` of the first start). */
  async ready(timeoutMs: number): Promise<NatsConnection | null> {
    if (this.isConnected) return this.connection;
    if (!this.firstConnect || this.closed) return null;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), timeoutMs); });
    try {
      return await Promise.race([this.connection.catch(() => null), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Publishes `data` to `subject` and resolves with the one reply; rejects on timeout, no responders or a lost connection. */
  request(nc: NatsConnection, subject: string, data: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    const token = (this.sequence++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new Error('timeout'));
      }, timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      try {
        nc.publish(subject, data, { reply: `${this.inbox}.${token}`, headers });
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(token);
        reject(error as Error);
      }
    });
  }

  private settle(message: Msg): void {
    const token = message.subject.slice(this.inbox.length + 1);
    const pending = this.pending.get(token);
    if (!pending) return; // answered after its deadline
    this.pending.delete(token);
    clearTimeout(pending.timer);
    // NATS answers a request nobody subscribes to with an empty 503 status message.
    if (message.data.length === 0 && message.headers?.code === 503) pending.reject(new Error('no responders'));
    else pending.resolve(message);
  }

  /** Disconnected: calls in flight will not be answered on this connection; fail them now. */
  private lost(): void {
    this.connected = false;
    for (const [token, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error('connection lost'));
      this.pending.delete(token);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const nc = await this.connection.catch(() => null);
    await nc?.close().catch(() => undefined);
  }
}

let packetSequence = 0;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sends requests to one service with a deadline; failures arrive as RpcError. Speaks the packet
 * format of Nest's NATS server directly over one multiplexed nats.js connection (Nest's own
 * client subscribes and unsubscribes an inbox per request), carries the caller's request id in
 * the `x-request-id` header and records each call's latency.
 */
export class ServiceClient {
  constructor(
    readonly service: ServiceName,
    private readonly link: NatsLink,
    private readonly timeoutMs: number,
  ) {}

  /** The service's answer, parsed: for the gateway's own use of it (composed answers, checks). */
  async send<TResult, TData = unknown>(pattern: string, caller: Caller, data: TData, timeoutMs = this.timeoutMs): Promise<TResult> {
    return this.measured(pattern, async () => {
      const { message } = await this.request(pattern, caller, data, timeoutMs);
      return this.parsed<TResult>(message.data);
    });
  }

  /**
   * The service's answer as its JSON bytes, for a route that only passes it on: the gateway neither
   * parses nor stringifies it again (reply-format.ts). Errors arrive as RpcError, as with `send`.
   */
  async forward<TResult, TData = unknown>(pattern: string, caller: Caller, data: TData, timeoutMs = this.timeoutMs): Promise<ForwardedJson<TResult>> {
    return this.measured(pattern, async () => {
      const { message, id } = await this.request(pattern, caller, data, timeoutMs);
      const bytes = forwardedAnswer(message.data, id);
      return bytes ? new ForwardedJson<TResult>(bytes) : ForwardedJson.of(this.parsed<TResult>(message.data));
    });
  }

  private async measured<T>(pattern: string, call: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    let status = 200;
    try {
      return await call();
    } catch (error) {
      status = error instanceof RpcError ? error.status : 500;
      throw error;
    } finally {
      rpcClientDuration.observe({ service: this.service, pattern, status: String(status) }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  private unavailable(): RpcError {
    return RpcError.unavailable(`The ${this.service} service is not available right now`);
  }

  /** Sends one request packet and resolves with the raw reply and the packet's id. */
  private async request<TData>(pattern: string, { actor, requestId }: Caller, data: TData, timeoutMs: number): Promise<{ message: Msg; id: string }> {
    const nc = await this.link.ready(timeoutMs);
    if (!nc) throw this.unavailable(); // NATS is down: say so now, not after the deadline
    // Nest's server only echoes the id back; the reply already finds us by its inbox token.
    const packet: { pattern: string; data: RpcRequest<TData>; id: string } = { pattern, data: { actor, data }, id: (packetSequence++).toString(36) };
    const header = natsHeaders();
    if (requestId) header.set(REQUEST_ID_HEADER, requestId);
    let body: Uint8Array;
    try {
      body = encoder.encode(JSON.stringify(packet));
    } catch {
      throw RpcError.badRequest('Request body cannot be sent');
    }
    if (body.length > nc.info!.max_payload) throw RpcError.tooLarge('Request is too large');
    try {
      return { message: await this.link.request(nc, pattern, body, header, timeoutMs), id: packet.id };
    } catch {
      // No replica listening (NATS answers "no responders" at once), none answering in time,
      // or the connection to NATS lost: the service cannot be reached either way.
      throw this.unavailable();
    }
  }

  /** The reply packet's answer, or its error thrown as RpcError. */
  private parsed<TResult>(data: Uint8Array): TResult {
    let reply: NestReply<TResult>;
    try {
      reply = JSON.parse(decoder.decode(data)) as NestReply<TResult>;
    } catch {
      throw this.unavailable();
    }
    if (reply.err !== undefined && reply.err !== null) {
      const failure = toRpcErrorBody(reply.err);
      throw new RpcError(failure.status, failure.message, failure.extra);
    }
    return reply.response as TResult;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export interface ServiceClientsOptions {
  clientName: string;
  natsUrl: string;
  auth?: NatsAuth;
  timeoutMs: number;
  services: ServiceName[];
}

const SERVICE_CLIENTS_LINK = 'SERVICE_CLIENTS_LINK';

@Injectable()
class ServiceClientsLifecycle {
  constructor(@Inject(SERVICE_CLIENTS_LINK) private readonly link: NatsLink) {}
  async onApplicationShutdown() {
    await this.link.close();
  }
}

@Module({})
export class ServiceClientsModule {
  static register(options: ServiceClientsOptions): DynamicModule {
    // Factories, not values: the connection is made when Nest builds the application, never when
    // a module is only described (a service's `migrate` command describes its module and must exit
    // when its migrations are done, not stay up on an open NATS connection).
    const providers = options.services.map((service) => ({
      provide: serviceClientToken(service),
      useFactory: (link: NatsLink) => new ServiceClient(service, link, options.timeoutMs),
      inject: [SERVICE_CLIENTS_LINK],
    }));
    return {
      module: ServiceClientsModule,
      global: true,
      providers: [
        { provide: SERVICE_CLIENTS_LINK, useFactory: () => new NatsLink(options.natsUrl, options.clientName, options.auth) },
        ...providers,
        ServiceClientsLifecycle,
      ],
      exports: providers.map((p) => p.provide),
    };
  }
}
