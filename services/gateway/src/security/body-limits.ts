import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUnsafeInput, RpcError, unsafeInputMessage } from '@cannaverse/platform';

/**
 * The parser's hard cap. A profile save may carry a downscaled avatar data URL; beyond 1 MB a
 * request could not travel over NATS (its default message cap) anyway.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Every other JSON body is small text. */
export const JSON_BODY_BYTES = 256 * 1024;

const LARGE_JSON_ROUTES = /^\/api\/users\/[^/]+\/?$/;
/** The only routes that read multipart bodies; elsewhere such a body would be ignored unread. */
const MULTIPART_ROUTES = /^\/api\/(upload|users\/[^/]+\/avatar)\/?$/;

/** Refuses, before any body is read, a JSON body larger than its route takes and multipart where no route reads it. */
export function createBodyLimitsHook() {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const type = request.headers['content-type'] ?? '';
    const path = request.url.split('?')[0];
    if (type.startsWith('multipart/') && !MULTIPART_ROUTES.test(path)) throw new RpcError(415, 'Unsupported content type');
    if (!type.includes('json')) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > JSON_BODY_BYTES && !LARGE_JSON_ROUTES.test(path)) throw RpcError.tooLarge('Request body is too large');
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The one JSON body parser. Bodiless calls such as `POST /api/posts/{id}/like` ("no payload" in
 * the spec) are often sent with a JSON content type anyway: an empty body means "no body" here.
 * Every other body is parsed, then checked by the kit's input rules (findUnsafeInput: nesting
 * deeper than any payload we define, NUL, unpaired surrogates, `__proto__` keys), so every route
 * is covered before a service sees the body. Services apply the same rules again in
 * validatePayload for callers that are not the gateway.
 */
export function installJsonParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      // Invalid UTF-8 would otherwise become U+FFFD silently, changing what the member sent.
      text = utf8.decode(body as Buffer);
    } catch {
      return done(RpcError.badRequest('Request body is not valid UTF-8'), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(RpcError.badRequest('Request body is not valid JSON'), undefined);
    }
    const problem = findUnsafeInput(value);
    done(problem ? RpcError.badRequest(unsafeInputMessage(problem)) : null, problem ? undefined : value);
  });
}
