import { ForwardedJson, forwardedAnswer, KitReplySerializer, replyPrefix } from '../src/nats/reply-format.js';

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
