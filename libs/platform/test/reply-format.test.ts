import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ForwardedJson, forwardedAnswer, KitReplySerializer, replyPrefix } from '../src/nats/reply-format.js';
import { startNatsServer, type OwnNatsServer } from '../src/testing/index.js';

/**
 * Issue 28: a service's answer crosses the gateway as bytes. The services' serializer writes the
 * answer last, after a prefix the gateway predicts from its packet id; the packet stays the JSON
 * object Nest's own clients read.
 */
describe('the reply format', () => {
  const serializer = new KitReplySerializer();
  const answer = { items: [{ id: 'a', text: 'Week 3: "stacking" buds 🌿' }], nextCursor: null };

  it('writes a finished answer as the same JSON object Nest writes, with the answer last', () => {
    const { data } = serializer.serialize({ response: answer, isDisposed: true, id: 'k9' });
    expect(JSON.parse(data)).toEqual({ response: answer, isDisposed: true, id: 'k9' });
    expect(data.startsWith(replyPrefix('k9'))).toBe(true);
  });

  it('hands the gateway the answer\'s exact bytes, multi-byte characters included', () => {
    const { data } = serializer.serialize({ response: answer, isDisposed: true, id: 'k9' });
    const bytes = forwardedAnswer(Buffer.from(data), 'k9');
    expect(bytes?.toString('utf8')).toBe(JSON.stringify(answer));
  });

  it('finds no answer in an error, another packet\'s reply, an empty answer or a reply in Nest\'s own shape', () => {
    const error = serializer.serialize({ err: { status: 404, message: 'Post not found' }, isDisposed: true, id: 'k9' }).data;
    expect(JSON.parse(error)).toEqual({ err: { status: 404, message: 'Post not found' }, isDisposed: true, id: 'k9' });
    expect(forwardedAnswer(Buffer.from(error), 'k9')).toBeNull();
    const ours = serializer.serialize({ response: answer, isDisposed: true, id: 'k9' }).data;
    expect(forwardedAnswer(Buffer.from(ours), 'k1')).toBeNull();
    expect(forwardedAnswer(Buffer.from(serializer.serialize({ isDisposed: true, id: 'k9' }).data), 'k9')).toBeNull();
    const nests = JSON.stringify({ response: answer, isDisposed: true, id: 'k9' });
    expect(forwardedAnswer(Buffer.from(nests), 'k9')).toBeNull();
  });

  it('leaves a streamed packet (not yet disposed) in Nest\'s shape', () => {
    const { data } = serializer.serialize({ response: answer, id: 'k9' });
    expect(JSON.parse(data)).toEqual({ response: answer, id: 'k9' });
    expect(forwardedAnswer(Buffer.from(data), 'k9')).toBeNull();
  });

  it('carries null and false answers, and no body for no answer', () => {
    for (const value of [null, false, 0, '']) {
      const { data } = serializer.serialize({ response: value, isDisposed: true, id: 'z' });
      expect(forwardedAnswer(Buffer.from(data), 'z')?.toString()).toBe(JSON.stringify(value));
    }
    expect(ForwardedJson.of(undefined).bytes).toBeNull();
    expect(ForwardedJson.of({ ok: true }).bytes?.toString()).toBe('{"ok":true}');
  });
});

/**
 * forwardedAnswer hands out a view of the bytes nats.js read, not a copy: that is only right while
 * nats.js never writes into a buffer it handed out. Against a real nats-server, answers small
 * enough to share one socket read and big enough to span several (a 75 KB strain list, a 300 KB
 * export page) are kept as views while hundreds more arrive, then each is compared with what was sent.
 */
describe('forwarded answers from a real nats-server', () => {
  let nats: OwnNatsServer;
  const open: NatsConnection[] = [];

  beforeAll(async () => {
    nats = await startNatsServer({ auth: false });
  });
  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await nats.dispose();
  });

  it('keeps every view intact while later messages are read', async () => {
    const [service, gateway] = await Promise.all([connect({ servers: nats.url }), connect({ servers: nats.url })]);
    open.push(service, gateway);
    const sizes = [40, 900, 17_000, 75_000, 300_000];
    const answerFor = (n: number) => JSON.stringify({ n, text: `${n}:${'🌿abc'.repeat(sizes[n % sizes.length] / 7)}` });
    service.subscribe('forward.test', { callback: (_error, message) => {
      const { id, n } = message.json<{ id: string; n: number }>();
      message.respond(`${replyPrefix(id)}${answerFor(n)}}`);
    } });
    await service.flush();

    const kept = new Map<number, Buffer>();
    await Promise.all(Array.from({ length: 300 }, async (_, n) => {
      const id = n.toString(36);
      const reply = await gateway.request('forward.test', JSON.stringify({ id, n }), { timeout: 10_000 });
      const view = forwardedAnswer(reply.data, id);
      expect(view).not.toBeNull();
      kept.set(n, view!);
    }));
    // More traffic on the same connection after the last view was taken.
    await Promise.all(Array.from({ length: 50 }, (_, n) => gateway.request('forward.test', JSON.stringify({ id: 'x', n: 1000 + n }), { timeout: 10_000 })));

    expect(kept.size).toBe(300);
    for (const [n, view] of kept) expect(view.toString('utf8')).toBe(answerFor(n));
  });
});
