import { Transport, type NatsOptions } from '@nestjs/microservices';

/**
 * Request/reply transport for a service. The queue group is the service name, so
 * N replicas share the load; reconnects are unlimited so a NATS restart heals itself.
 */
export function natsServerOptions(service: string, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      servers: [natsUrl],
      queue: service,
      name: `${service}-rpc`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    },
  };
}

export function natsClientOptions(name: string, natsUrl: string): NatsOptions['options'] {
  return {
    servers: [natsUrl],
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  };
}
