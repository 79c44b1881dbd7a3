import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { KitNatsServer, natsServerOptions } from '../src/nats/nats-options.js';
import { flushOncePerTurn } from '../src/nats/write-coalescing.js';
import { startNatsServer, type OwnNatsServer } from '../src/testing/index.js';

/** Counts the socket writes of a connection (nats.js's transport `send`, one per flush). */
function countWrites(nc: NatsConnection): () => number {
  const transport = (nc as unknown as { protocol: { transport: { send(frame: Uint8Array): void } } }).protocol.transport;
  const send = transport.send.bind(transport);
  let writes = 0;
  transport.send = (frame: Uint8Array) => {
    writes++;
    send(frame);
  };
  return () => writes;
}

/** Publishes `count` messages, each from its own callback (as each forwarded request or database answer is). */
async function publishFromSeparateCallbacks(nc: NatsConnection, subject: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    nc.publish(subject, `m${i}`);
    await Promise.resolve(); // the callback ends: nats.js's microtask flush runs here
  }
}

describe('flushOncePerTurn (issue 28)', () => {
  let nats: OwnNatsServer;
  const open: NatsConnection[] = [];
  const connectTest = async () => {
    const nc = await connect({ servers: nats.url });
    open.push(nc);
    return nc;
  };

  beforeAll(async () => {
    nats = await startNatsServer({ auth: false });
  });
  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await nats.dispose();
  });

  it('sends what several callbacks of one turn published in one write, and every message arrives in order', async () => {
    const receiver = await connectTest();
    const received: string[] = [];
    const all = new Promise<void>((resolve) => {
      receiver.subscribe('coalesce.test', { callback: (_error, message: Msg) => {
        received.push(message.string());
        if (received.length === 5) resolve();
      } });
    });
    await receiver.flush();

    const sender = await connectTest();
    expect(flushOncePerTurn(sender)).toBe(true);
    const writes = countWrites(sender);
    await publishFromSeparateCallbacks(sender, 'coalesce.test', 5);
    expect(writes()).toBe(0); // nothing written yet: it waits for the turn's end, not for a timer
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes()).toBe(1);
    await all;
    expect(received).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  it('is what nats.js does not do by itself (one write per callback)', async () => {
    const sender = await connectTest();
    const writes = countWrites(sender);
    await publishFromSeparateCallbacks(sender, 'coalesce.plain', 5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes()).toBe(5);
  });

  it('still answers requests and flush() at once', async () => {
    const responder = await connectTest();
    flushOncePerTurn(responder);
    responder.subscribe('coalesce.echo', { callback: (_error, message: Msg) => message.respond(`re:${message.string()}`) });
    await responder.flush();
    const requester = await connectTest();
    flushOncePerTurn(requester);
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => requester.request('coalesce.echo', text, { timeout: 2000 })));
    expect(answers.map((answer) => answer.string())).toEqual(['re:a', 're:b', 're:c']);
  });

  it("a service's NATS server reports listening only once nats-server has its subscriptions", async () => {
    const server = natsServerOptions('coalesce-svc', nats.url).strategy as KitNatsServer;
    server.addHandler('coalesce.svc.echo', async (data: unknown) => ({ echoed: data }));
    const requester = await connectTest();
    flushOncePerTurn(requester);
    let pendingAtListening = -1;
    const answer = await new Promise<Msg>((resolve, reject) => {
      void server.listen((error) => {
        if (error) return reject(error);
        const client = (server as unknown as { natsClient: { protocol: { outbound: { length(): number } } } }).natsClient;
        pendingAtListening = client.protocol.outbound.length();
        // The moment the service is up: the request must find its responder ("no responders" else).
        requester.request('coalesce.svc.echo', JSON.stringify({ pattern: 'coalesce.svc.echo', data: 'hi', id: '1' }), { timeout: 2000 }).then(resolve, reject);
      });
    });
    try {
      expect(pendingAtListening).toBe(0); // the SUBs were written and answered (PING/PONG) before it said so
      expect(answer.string()).toContain('echoed');
    } finally {
      await server.close();
    }
  });

  it('leaves a connection it does not recognise as it is', () => {
    expect(flushOncePerTurn({} as NatsConnection)).toBe(false);
    expect(flushOncePerTurn({ protocol: { sendCommand() {} } } as unknown as NatsConnection)).toBe(false);
  });
});
