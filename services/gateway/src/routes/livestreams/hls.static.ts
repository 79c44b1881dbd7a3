import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HLS_CACHE_CONTROL, HLS_CONTENT_TYPE, hlsFileKind, type LiveHlsStore, type Logger } from '@cannaverse/platform';

/** The headers of a live HLS file, whichever way it is served (see HLS_CACHE_CONTROL for why these). */
function hlsHeaders(file: string): Record<string, string> {
  const kind = hlsFileKind(file);
  // Anything else in the ingest's folder (nginx's temporary files): never cached anywhere.
  if (!kind) return { 'Cache-Control': 'no-store', 'Content-Type': 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
  return { 'Cache-Control': HLS_CACHE_CONTROL[kind], 'Content-Type': HLS_CONTENT_TYPE[kind], 'X-Content-Type-Options': 'nosniff' };
}

/**
 * `/live/{playbackId}/index.m3u8` and its segments, from the directory the RTMP ingest writes HLS
 * into (`npm start`, compose: one ingest beside the gateway).
 */
export async function serveLiveHls(fastify: FastifyInstance, hlsDir: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: hlsDir,
    prefix: '/live/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // fastify-static's own max-age would come second; ours are the ones that count.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      for (const [name, value] of Object.entries(hlsHeaders(filePath.slice(filePath.lastIndexOf('/') + 1)))) response.header(name, value);
    },
  });
}

/**
 * The same paths from the object store (LIVE_HLS_BUCKET: Kubernetes, where several ingest pods
 * publish their streams there and any gateway replica serves any of them; docs/decisions.md,
 * issue 21). Names the ingest never writes are 404 without asking the store.
 */
export function serveLiveHlsFromStore(fastify: FastifyInstance, store: LiveHlsStore, logger: Logger): void {
  fastify.get<{ Params: { playbackId: string; file: string } }>('/live/:playbackId/:file', async (request, reply) => {
    const { playbackId, file } = request.params;
    let found;
    try {
      found = await store.get(playbackId, file);
    } catch (error) {
      // The store is down or slow: the player retries (and says so after a while); never a bare 500.
      logger.warn({ err: error, playbackId, file }, 'live HLS: the object store did not answer');
      return reply.code(503).header('Retry-After', '1').header('Cache-Control', 'no-store')
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'Live video is temporarily unavailable' });
    }
    if (!found) {
      // Not cached by a CDN: the stream's next playlist or segment may appear at any moment.
      return reply.code(404).header('Cache-Control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'No such live video file' });
    }
    return reply.headers(hlsHeaders(file)).send(found);
  });
}
