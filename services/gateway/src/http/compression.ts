import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ANSWER_BROTLI_QUALITY, ANSWER_GZIP_LEVEL } from './answer-compression.js';

/** Answers smaller than this go as they are: compressing saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Only JSON and text are compressed on the fly. Photos, videos and HLS segments are compressed
 * formats already (re-compressing costs CPU and saves nothing, and would break byte ranges),
 * HLS playlists change every segment and are tiny, and an event stream must flush as it goes.
 */
export function isCompressibleAnswer(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return type === 'application/json' || type.endsWith('+json') || type.startsWith('text/') || type === 'application/javascript' || type === 'image/svg+xml';
}

/**
 * On-the-fly brotli/gzip for the answers the gateway makes itself (issue 14). A service's answer
 * forwarded as it is comes compressed already (forwarding-adapter.ts, once per distinct page);
 * built assets are compressed at build time and sent as they are by @fastify/static
 * (`preCompressed`); the plugin leaves a reply that already carries a Content-Encoding alone.
 */
export async function installCompression(fastify: FastifyInstance): Promise<void> {
  // Loaded here, after the configuration was checked: a gateway refusing a bad setting exits
  // without paying for the plugin's import (~1 s on a busy machine; the start-up tests time it).
  const { default: fastifyCompress } = await import('@fastify/compress');
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleAnswer,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
    zlibOptions: { level: ANSWER_GZIP_LEVEL },
  });
}
