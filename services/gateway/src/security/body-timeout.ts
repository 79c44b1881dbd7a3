import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';

/** The answer to a body that stopped arriving (issue 20). */
export const BODY_TIMEOUT_MESSAGE = 'The request body stopped arriving. Please try again.';

/** Whether the request announces a body (a length above zero, or a chunked one). */
const announcesBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Answers 408 `{ message }` and closes the connection when a request body stops arriving for
 * `idleMs`: no byte for that long while the body is incomplete. Node's own `requestTimeout` caps a
 * whole request (a 100 MB video on a slow phone needs minutes) and answers with no body, and the
 * multipart parser reads the raw stream itself, so neither Fastify's timeouts nor a preParsing
 * wrapper cover every body: this watches the socket's byte count instead, which reads nothing and
 * so never disturbs a parser. Closing the connection is what frees the rest: the JSON reader and
 * the multipart stream fail as for a client that hung up, so the upload's slot is given back and
 * its temporary file removed by the code that owns them.
 */
export function createBodyIdleTimeoutHook(idleMs: number) {
  const tick = Math.max(50, Math.min(1000, Math.floor(idleMs / 4)));
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const socket = request.raw.socket;
    if (!announcesBody(request) || !socket) return done();
    let seen = socket.bytesRead;
    let lastProgress = Date.now();
    const timer = setInterval(() => {
      if (request.raw.complete || socket.destroyed) return stop();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastProgress = Date.now();
        return;
      }
      if (Date.now() - lastProgress < idleMs) return;
      stop();
      request.log.info({ url: request.url, bytesRead: seen }, 'request body stopped arriving');
      // Node forgets a request once its answer is sent, and would never tell the parsers still
      // waiting for its body: the request itself is ended as aborted (and the connection with it).
      const close = () => {
        request.raw.destroy();
        socket.destroy();
      };
      if (reply.sent) return close(); // answered already (say a 413), only the connection is left
      reply.raw.once('finish', close);
      void reply.code(408).header('connection', 'close').type('application/json; charset=utf-8').send(errorBody(BODY_TIMEOUT_MESSAGE, request.id));
    }, tick);
    timer.unref();
    const stop = () => clearInterval(timer);
    reply.raw.once('close', stop);
    done();
  };
}
