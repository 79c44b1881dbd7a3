import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { of, throwError } from 'rxjs';
import { KitNatsServer, natsServerOptions } from '../src/nats/nats-options.js';
import { REQUEST_ID_HEADER } from '../src/observability/request-context.js';
import { rpcServerDuration, rpcServerErrors } from '../src/observability/metrics.js';
import { startNatsServer, type OwnNatsServer } from '../src/testing/index.js';

/** A histogram's count for one pattern and status (0 when it has none). */
async function answered(pattern: string, status: number): Promise<number> {
  const { values } = await rpcServerDuration.get();
  return values.find((value) => value.metricName?.endsWith('_count') && value.labels.pattern === pattern && value.labels.status === String(status))?.value ?? 0;
}

async function errorsCounted(pattern: string, status: number): Promise<number> {
  const { values } = await rpcServerErrors.get();
  return values.find((value) => value.labels.pattern === pattern && value.labels.status === String(status))?.value ?? 0;
}

/**
 * KitNatsServer answers a request itself when its handler gives a value, and leaves errors and
 * streams to Nest (issue 28). The handlers below are what Nest registers: an async function that
 * resolves with the controller's value, or with an Observable (its exception handler's error, or
 * a stream).
 */
describe("a service's NATS server: from request to reply", () => {
  let nats: OwnNatsServer;
  let server: KitNatsServer;
  let client: NatsConnection;
  let seenRequestId: string | undefined;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    nats = await startNatsServer({ auth: false });
    server = natsServerOptions('rpc-path', nats.url).strategy as KitNatsServer;
    server.addHandler('rpc.value', async (request: { requestId?: string; data: unknown }) => {
      seenRequestId = request.requestId;
      return { echoed: request.data };
    });
    server.addHandler('rpc.nothing', async () => undefined);
    server.addHandler('rpc.failed', async () => throwError(() => ({ status: 404, message: 'Post not found' })));
    server.addHandler('rpc.crashed', async () => throwError(() => ({ status: 'error', message: 'Internal server error' })));
    server.addHandler('rpc.stream', async () => of(1, 2));
    server.addHandler('rpc.slow', () => new Promise((resolve) => { releaseSlow = () => resolve({ finished: true }); }));
    await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error as Error) : resolve())));
    client = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
    await nats.dispose();
  });

  const packet = (pattern: string, data: unknown, id = '7') => JSON.stringify({ pattern, data, id });

  it("answers a value in one packet, the answer last, hands the handler the caller's request id, and counts it", async () => {
    const before = await answered('rpc.value', 200);
    const header = natsHeaders();
    header.set(REQUEST_ID_HEADER, 'req-12345678');
    // The id comes from the header only: one written into the packet is replaced.
    const reply = await client.request('rpc.value', packet('rpc.value', { actor: null, data: { a: 1 }, requestId: 'forged-in-body' }), { timeout: 2000, headers: header });
    expect(reply.string()).toBe('{"id":"7","isDisposed":true,"response":{"echoed":{"a":1}}}');
    expect(seenRequestId).toBe('req-12345678');
    expect(await answered('rpc.value', 200)).toBe(before + 1);
  });

  it('answers no value as Nest does: the end of the stream alone', async () => {
    const reply = await client.request('rpc.nothing', packet('rpc.nothing', null, 'n1'), { timeout: 2000 });
    expect(JSON.parse(reply.string())).toEqual({ id: 'n1', isDisposed: true });
  });

  it("answers an error with Nest's error packet and counts it by its status", async () => {
    const before = await errorsCounted('rpc.failed', 404);
    const reply = await client.request('rpc.failed', packet('rpc.failed', null, 'e1'), { timeout: 2000 });
    expect(JSON.parse(reply.string())).toEqual({ id: 'e1', err: { status: 404, message: 'Post not found' }, isDisposed: true });
    expect(await errorsCounted('rpc.failed', 404)).toBe(before + 1);
    expect(await answered('rpc.failed', 404)).toBeGreaterThan(0);

    await client.request('rpc.crashed', packet('rpc.crashed', null, 'e2'), { timeout: 2000 });
    expect(await answered('rpc.crashed', 500)).toBe(1); // an error without a number is a 500
  });

  it("streams an Observable's values as Nest does, one packet each, the last one closing it", async () => {
    const replies: unknown[] = [];
    const inbox = `_INBOX.stream.${Date.now()}`;
    const done = new Promise<void>((resolve) => {
      client.subscribe(inbox, { callback: (_error, message) => {
        const reply = JSON.parse(message.string()) as { isDisposed?: boolean };
        replies.push(reply);
        if (reply.isDisposed) resolve();
      } });
    });
    client.publish('rpc.stream', packet('rpc.stream', null, 's1'), { reply: inbox });
    await done;
    expect(replies).toEqual([{ id: 's1', response: 1 }, { id: 's1', response: 2, isDisposed: true }]);
  });

  it('a close waits for the request it is answering', async () => {
    const reply = client.request('rpc.slow', packet('rpc.slow', null, 'w1'), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request reached its handler
    const closed = server.close();
    setTimeout(() => releaseSlow(), 200);
    expect(JSON.parse((await reply).string())).toEqual({ id: 'w1', isDisposed: true, response: { finished: true } });
    await closed;
  });
});
