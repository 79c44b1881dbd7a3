import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { ForwardedJson } from '@cannaverse/platform';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { answerEtag, CompressedAnswers, matchesEtag, preferredEncoding } from './answer-compression.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Nest's Fastify adapter, plus: a route that returns a service's answer as `ForwardedJson`
 * (ServiceClient.forward) sends its bytes as they came over NATS, as `application/json`, without
 * parsing and stringifying them again (issue 28). A GET answer carries a weak ETag of its bytes
 * (an unchanged page answers 304), and an answer of 1 KB or more is compressed here, once per
 * distinct page (CompressedAnswers), instead of by @fastify/compress on every request; the
 * plugin leaves a reply that already has a Content-Encoding alone.
 */
export class ForwardingFastifyAdapter extends FastifyAdapter {
  private readonly compressed = new CompressedAnswers();

  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number): ReturnType<FastifyAdapter['reply']> {
    if (!(body instanceof ForwardedJson)) return super.reply(response, body, statusCode);
    if (body.bytes === null) return super.reply(response, undefined, statusCode);
    const reply = response as FastifyReply;
    if (typeof reply.header !== 'function' || !reply.request) {
      // Outside Fastify's routing (Node's own response): the bytes as they are.
      (response as { setHeader(name: string, value: string): void }).setHeader('content-type', JSON_TYPE);
      return super.reply(response, body.bytes, statusCode);
    }
    // Nest awaits what the adapter returns (RouterResponseController.apply): the compressed bytes may come later.
    return this.sendForwarded(reply, body.bytes, statusCode) as unknown as ReturnType<FastifyAdapter['reply']>;
  }

  private async sendForwarded(reply: FastifyReply, bytes: Buffer, statusCode?: number): Promise<unknown> {
    const { method, headers } = reply.request;
    const status = statusCode ?? reply.statusCode;
    void reply.header('content-type', JSON_TYPE);
    const cacheable = (method === 'GET' || method === 'HEAD') && status === 200;
    const etag = cacheable ? answerEtag(bytes) : null;
    if (etag) {
      void reply.header('etag', etag);
      // Kept by this browser only, and asked again each time (the ETag makes an unchanged page a 304).
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
      if (matchesEtag(headers['if-none-match'], etag)) return super.reply(reply, undefined, 304);
    }
    if (bytes.length < COMPRESS_THRESHOLD_BYTES) return super.reply(reply, bytes, statusCode);
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(headers['accept-encoding']);
    if (!encoding) return super.reply(reply, bytes, statusCode);
    const encoded = await this.compressed.encode(bytes, encoding, etag);
    void reply.header('content-encoding', encoding);
    return super.reply(reply, encoded, statusCode);
  }
}
