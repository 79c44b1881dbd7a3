import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The parser's hard cap. A profile save may carry a downscaled avatar data URL; beyond 1 MB a
 * request could not travel over NATS (its default message cap) anyway.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Every other JSON body is small text. */
export const JSON_BODY_BYTES = 256 * 1024;

const LARGE_JSON_ROUTES = /^\/api\/users\/[^/]+\/?$/;

export function createJsonSizeHook() {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const type = request.headers['content-type'] ?? '';
    if (!type.includes('json')) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > JSON_BODY_BYTES && !LARGE_JSON_ROUTES.test(request.url.split('?')[0])) {
      return reply.code(413).send({ message: 'Request body is too large' });
    }
  };
}

/**
 * Bodiless calls such as `POST /api/posts/{id}/like` ("no payload" in the spec) are often sent
 * with a JSON content type anyway; Fastify's parser refuses an empty JSON body. An empty body
 * means "no body" here; every non-empty body still goes through Fastify's own safe JSON parser
 * (prototype-poisoning checks included).
 */
export function allowEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
