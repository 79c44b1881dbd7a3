import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';

/** The answer to a body that stopped arriving (issue 20). */
export const BODY_TIMEOUT_MESSAGE = 'The request body stopped arriving. Please try again.';

/** Whether the request announces a body (a length above zero, or a chunked one). */
const announcesBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** How long, and how many bytes, the rest of a body answered early is read and thrown away (nginx's lingering close is 30 s). */
const EARLY_ANSWER_LINGER_MS = 30_000;
const EARLY_ANSWER_LINGER_BYTES = 32 * 1024 * 1024;

/**
 * After an answer sent before its request's body was read whole (a 413 at the upload limit, a 403
 * before a stranger's avatar is read), reads the rest and throws it away, as nginx does. Node only
 * does this for a body nobody started reading: one the multipart parser read and then gave up on
 * stayed unread, so a keep-alive client that sent it whole and asked again on that connection
 * waited for ever, and the connection was held until Node's requestTimeout. A body that keeps
 * coming past the linger bounds has its connection closed; by then the client has its answer.
 */
function discardRestOfBody(raw: IncomingMessage, socket: Socket): void {
  let discarded = 0;
  const stopDiscarding = () => {
    clearTimeout(timer);
    raw.off('data', onData);
  };
  const closeConnection = () => {
    stopDiscarding();
    socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > EARLY_ANSWER_LINGER_BYTES) closeConnection();
  };
  const timer = setTimeout(closeConnection, EARLY_ANSWER_LINGER_MS);
  timer.unref();
  raw.once('end', stopDiscarding);
  raw.once('close', stopDiscarding);
  // The parser that gave up may still be piped: nothing but the discarder reads from here on.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('data', onData);
  raw.resume();
}

/**
 * Answers 408 `{ message }` and closes the connection when a request body stops arriving for
 * `idleMs`: no byte for that long while the body is incomplete. Node's own `requestTimeout` caps a
 * whole request (a 100 MB video on a slow phone needs minutes) and answers with no body, and the
 * multipart parser reads the raw stream itself, so neither Fastify's timeouts nor a preParsing
 * wrapper cover every body: this watches the socket's byte count instead, which reads nothing and
 * so never disturbs a parser. Closing the connection is what frees the rest: the JSON reader and
 * the multipart stream fail as for a client that hung up, so the upload's slot is given back and
 * its temporary file removed by the code that owns them. Once answered, the rest of an unread body
 * is discarded within bounds (discardRestOfBody).
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
    reply.raw.once('close', () => {
      stop();
      if (!request.raw.complete && !request.raw.destroyed && !socket.destroyed) discardRestOfBody(request.raw, socket);
    });
    done();
  };
}
