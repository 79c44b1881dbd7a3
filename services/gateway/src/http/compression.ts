import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

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
 * On-the-fly brotli/gzip for API answers (issue 14). Built assets are compressed at build time and
 * sent as they are by @fastify/static (`preCompressed`); a reply that already carries a
 * Content-Encoding is left alone by the plugin. Brotli quality 4: near gzip's speed, smaller output;
 * quality 11 is for build time only.
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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
