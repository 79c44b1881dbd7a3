import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcRequest } from '@cannaverse/contracts';
import { createLogger } from '../src/logging/logger.js';
import { natsServerOptions } from '../src/nats/nats-options.js';
import { NatsLink, ServiceClient } from '../src/nats/service-client.js';
import { RpcError } from '../src/errors/rpc-error.js';
import { UnexpectedErrorFilter } from '../src/errors/unexpected-error.filter.js';
import { startNatsServer, type OwnNatsServer } from '../src/testing/index.js';

/**
 * Request ids travel as values (a Caller), not in an AsyncLocalStorage (issue 28): the id a caller
 * hands ServiceClient reaches the handler's RpcRequest, goes on with it to the next service, and
 * names the line a failure writes.
 */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk)) as Record<string, unknown>); done(); } });
let onward: ServiceClient;

@Controller()
class ProbeController {
  @MessagePattern('ids.echo')
  echo(@Payload() request: RpcRequest<unknown>) {
    return { requestId: request.requestId ?? null, actor: request.actor };
  }

  /** A handler that calls another service, passing its own request on as the caller. */
  @MessagePattern('ids.relay')
  relay(@Payload() request: RpcRequest<unknown>) {
    return onward.send('ids.echo', request, {});
  }

  @MessagePattern('ids.crash')
  crash(): never {
    throw new TypeError('a bug, not an answer');
  }

  @MessagePattern('ids.refuse')
  refuse(): never {
    throw RpcError.notFound('Post not found');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('request ids between services', () => {
  let nats: OwnNatsServer;
  let app: INestMicroservice;
  let link: NatsLink;
  let client: ServiceClient;

  beforeAll(async () => {
    nats = await startNatsServer({ auth: false });
    const logger = createLogger('probe', 'info', sink);
    app = await NestFactory.createMicroservice(ProbeModule, { ...natsServerOptions('probe', nats.url), logger: false });
    app.useGlobalFilters(new UnexpectedErrorFilter(logger));
    await app.listen();
    link = new NatsLink(nats.url, 'probe-client');
    client = new ServiceClient('social', link, 5000);
    onward = client;
  });
  afterAll(async () => {
    await app.close();
    await link.close();
    await nats.dispose();
  });

  it("reaches the handler's RpcRequest from the caller, and a handler's onward call carries it on", async () => {
    const actor = { id: '00000000-0000-4000-8000-000000000001', isAdmin: false, tier: 'free' as const };
    expect(await client.send('ids.echo', { actor, requestId: 'req-first-hop-1' }, {})).toEqual({ requestId: 'req-first-hop-1', actor });
    expect(await client.send('ids.relay', { actor, requestId: 'req-two-hops-22' }, {})).toEqual({ requestId: 'req-two-hops-22', actor });
  });

  it('gives a call without one (a job, a probe) a fresh id at the service', async () => {
    const answer = await client.send<{ requestId: string }>('ids.echo', { actor: null }, {});
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request and the pattern on the line an unexpected failure writes, and answers 500', async () => {
    lines.length = 0;
    await expect(client.send('ids.crash', { actor: null, requestId: 'req-crash-333' }, {})).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
    await expect(client.send('ids.refuse', { actor: null, requestId: 'req-refused-4' }, {})).rejects.toMatchObject({ status: 404, message: 'Post not found' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, requestId: 'req-crash-333', pattern: 'ids.crash', msg: 'request failed', err: expect.objectContaining({ message: 'a bug, not an answer' }) }),
    ]);
  });
});
