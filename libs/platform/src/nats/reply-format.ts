import type { Serializer } from '@nestjs/microservices';

/**
 * How a service's answer travels back over NATS, and how the gateway forwards it without reading it
 * (issue 28: the gateway parsed every answer and stringified it again, for nothing, on most routes).
 *
 * Nest's NATS server writes a reply packet as `JSON.stringify({ response, isDisposed, id })`. The
 * serializer below writes a finished answer with the response last, after a prefix the caller can
 * predict from the packet id it sent: `{"id":"<id>","isDisposed":true,"response":<answer>}`. The
 * packet is the same JSON object as before (any Nest client still reads it), and the gateway can
 * cut the answer's bytes out of it and send them on as they are (`forwardedAnswer` below).
 */
export const replyPrefix = (id: string): string => `{"id":${JSON.stringify(id)},"isDisposed":true,"response":`;

interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
  [key: string]: unknown;
}

/** The services' reply serializer (KitNatsServer): answers in the forwardable shape, anything else as Nest writes it. */
export class KitReplySerializer implements Serializer<ReplyPacket, { data: string; headers: undefined }> {
  serialize(packet: ReplyPacket): { data: string; headers: undefined } {
    if (packet.isDisposed === true && typeof packet.id === 'string' && packet.response !== undefined && packet.err === undefined && Object.keys(packet).length === 3) {
      const answer = JSON.stringify(packet.response);
      if (answer !== undefined) return { data: `${replyPrefix(packet.id)}${answer}}`, headers: undefined };
    }
    // Nest's own NatsRecordSerializer for a reply packet (no `data`, no headers) is exactly this.
    return { data: JSON.stringify(packet), headers: undefined };
  }
}

/**
 * A service's JSON answer as bytes, sent to the browser as they are (the gateway's adapter sets
 * `application/json`). `T` is the answer's type, for the reader: nothing in the gateway looks inside.
 */
export class ForwardedJson<T = unknown> {
  /** Only for the type checker: ties the bytes to the answer they hold. */
  declare readonly answerType?: T;
  /** null: the service answered nothing (a route with an empty body). */
  constructor(readonly bytes: Buffer | null) {}

  static of<T>(value: T): ForwardedJson<T> {
    const text = JSON.stringify(value) as string | undefined;
    return new ForwardedJson<T>(text === undefined ? null : Buffer.from(text));
  }
}

/**
 * The answer's bytes when `data` is a finished answer in the forwardable shape for packet `id`,
 * else null (an error, an empty answer, or an older replica writing Nest's shape: the caller parses).
 */
export function forwardedAnswer(data: Uint8Array, id: string): Buffer | null {
  const prefix = replyPrefix(id);
  const end = data.length - 1;
  if (end <= prefix.length || data[end] !== 0x7d /* } */) return null;
  for (let i = 0; i < prefix.length; i++) {
    if (data[i] !== prefix.charCodeAt(i)) return null;
  }
  // A view, not a copy (issue 28): nats.js hands a message out as a view of the socket chunk it
  // was read in (Node allocates each read anew) or, for a message that spanned reads, of a buffer
  // assembled for that message alone, and writes neither again. A copy of every answer cost its
  // memcpy and, worse, the ArrayBuffer bytes that make V8 collect garbage early ("external memory
  // pressure": on the 75 KB strain list, a scavenge and a mark-compact every few hundred ms).
  // reply-format.test.ts checks against a real nats-server that later messages leave a view intact.
  return Buffer.from(data.buffer, data.byteOffset + prefix.length, end - prefix.length);
}
