import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * `/live/{playbackId}/index.m3u8` and its segments, from the directory the RTMP ingest writes HLS
 * into. Playlists change every segment (never cached); a segment's name is never reused while its
 * stream runs, so it may be cached briefly. Deployments that do not share that directory with the
 * gateway route /live to the ingest's own HTTP server instead (docs/deploy.md).
 */
export async function serveLiveHls(fastify: FastifyInstance, hlsDir: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: hlsDir,
    prefix: '/live/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (response, filePath) => {
      const playlist = filePath.endsWith('.m3u8');
      response.header('Cache-Control', playlist ? 'no-cache, no-store' : 'public, max-age=60');
      response.header('Content-Type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
      response.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
