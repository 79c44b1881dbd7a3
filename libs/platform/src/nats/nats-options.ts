import { ServerNats, Transport, type CustomStrategy, type NatsOptions } from '@nestjs/microservices';
import { natsInboxPrefix } from './nats-permissions.js';

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

/**
 * Nest's NATS server with its handler lookup cached. Nest turns the subject of every incoming
 * message into a route by trying `JSON.parse` on it first (patterns may be objects); our subjects
 * are plain strings, so that throws — a SyntaxError with a stack trace — on every request.
 */
export class KitNatsServer extends ServerNats {
  private readonly routes = new Map<string, string>();

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
});

/**
 * Request/reply transport for a service. The queue group is the service name, so
 * N replicas share the load; reconnects are unlimited so a NATS restart heals itself.
 */
export function natsServerOptions(service: string, natsUrl: string, auth?: NatsAuth): CustomStrategy {
  return { strategy: new KitNatsServer(serverOptions(service, natsUrl, auth)) };
}

/** The same settings as Nest's plain `Transport.NATS` options (for callers that need that form). */
export function natsTransportOptions(service: string, natsUrl: string, auth?: NatsAuth): NatsOptions {
  return { transport: Transport.NATS, options: serverOptions(service, natsUrl, auth) };
}

export function natsClientOptions(name: string, natsUrl: string, auth?: NatsAuth): NatsOptions['options'] {
  return {
    servers: [natsUrl],
    ...auth,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  };
}
