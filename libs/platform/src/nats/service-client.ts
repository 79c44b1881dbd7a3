import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { Actor, RpcRequest, ServiceName } from '@cannaverse/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { RpcError, toRpcErrorBody } from '../errors/rpc-error.js';
import { natsClientOptions } from './nats-options.js';

const isNoResponders = (error: unknown) => {
  const value = error as { code?: string; name?: string; message?: string } | null;
  // Nest's NATS client reports it as EmptyResponseException ("no subscribers listening").
  return value?.code === '503' || value?.name === 'NoRespondersError' || /no responders|no subscribers listening|empty response/i.test(String(value?.message ?? ''));
};

/** One injection token per remote service, e.g. `IDENTITY_CLIENT`. */
export const serviceClientToken = (service: ServiceName) => `${service.toUpperCase()}_CLIENT`;

/** Sends requests to one service with a deadline; failures arrive as RpcError. */
export class ServiceClient {
  constructor(
    readonly service: ServiceName,
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  async send<TResult, TData = unknown>(pattern: string, actor: Actor | null, data: TData, timeoutMs = this.timeoutMs): Promise<TResult> {
    const request: RpcRequest<TData> = { actor, data };
    try {
      return await firstValueFrom(this.proxy.send<TResult, RpcRequest<TData>>(pattern, request).pipe(timeout(timeoutMs)));
    } catch (error) {
      // No replica listening (NATS answers "no responders" at once) or none answering in time.
      if (error instanceof TimeoutError || isNoResponders(error)) throw RpcError.unavailable(`The ${this.service} service is not available right now`);
      if ((error as { code?: string })?.code === 'MAX_PAYLOAD_EXCEEDED' || /max.?payload/i.test(String((error as Error)?.message))) {
        throw RpcError.tooLarge('Request is too large');
      }
      const body = toRpcErrorBody(error);
      throw new RpcError(body.status, body.message, body.extra);
    }
  }

  close(): Promise<void> {
    return this.proxy.close();
  }
}

export interface ServiceClientsOptions {
  clientName: string;
  natsUrl: string;
  timeoutMs: number;
  services: ServiceName[];
}

@Injectable()
class ServiceClientsLifecycle {
  constructor(@Inject('SERVICE_CLIENTS') private readonly clients: ServiceClient[]) {}
  async onApplicationShutdown() {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

@Module({})
export class ServiceClientsModule {
  static register(options: ServiceClientsOptions): DynamicModule {
    const clients = options.services.map(
      (service) =>
        new ServiceClient(
          service,
          ClientProxyFactory.create({ transport: Transport.NATS, options: natsClientOptions(`${options.clientName}->${service}`, options.natsUrl) }),
          options.timeoutMs,
        ),
    );
    const providers = clients.map((client) => ({ provide: serviceClientToken(client.service), useValue: client }));
    return {
      module: ServiceClientsModule,
      global: true,
      providers: [...providers, { provide: 'SERVICE_CLIENTS', useValue: clients }, ServiceClientsLifecycle],
      exports: providers.map((p) => p.provide),
    };
  }
}
