import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the gateway's on-the-fly threshold too). */
const MIN_BYTES = 1024;

function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for the build, never served
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside each built text file, once
 * at build time, so the gateway (@fastify/static `preCompressed`) sends them with the right
 * Content-Encoding and no per-request CPU. A copy that is not smaller is not written.
 */
export function precompressBuiltFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cannaverse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(body, { level: 9 });
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
