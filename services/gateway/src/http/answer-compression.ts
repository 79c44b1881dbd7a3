import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for JSON made per request, chosen by measurement (`npm run bench:profile`,
 * docs/benchmarks.md): on a 17 KB feed page quality 3 takes 0.07 ms for 25.7% of the size, 4 takes
 * 0.12 ms for 25.0%, 5 0.17 ms for 23.6%; on a 75 KB strain list 0.19, 0.33 and 0.56 ms for 12.8%,
 * 12.2% and 10.7%. Quality 3 costs what gzip 6 does on the feed and less on the list, and is never
 * bigger by more than a few hundred bytes. Quality 11 is for build time only (precompressed assets).
 */
export const ANSWER_BROTLI_QUALITY = 3;
export const ANSWER_GZIP_LEVEL = 6;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding a client prefers among ours: brotli, then gzip; none when it sends no
 * Accept-Encoding, names only others, or refuses ours with `q=0`.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A weak validator of an answer's bytes: the same JSON in any encoding. */
export const answerEtag = (body: Buffer): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = String(ifNoneMatch).split(',').map((tag) => tag.trim());
  const bare = etag.slice(2);
  return tags.some((tag) => tag === '*' || tag === etag || tag === bare || tag.replace(/^W\//, '') === bare);
}

/**
 * Compressed answers by their ETag: the same page of a public list (the strain library, a topic)
 * asked by many members is compressed once, not once per request. Least recently used entries go
 * first once `maxBytes` of compressed bytes are held. Compression runs on libuv's thread pool,
 * off the event loop.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();
  private heldBytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  async encode(body: Buffer, encoding: AnswerEncoding, etag: string | null): Promise<Buffer> {
    const key = etag ? `${encoding} ${etag}` : null;
    const held = key ? this.entries.get(key) : undefined;
    if (held && key) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const compressed = encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: ANSWER_GZIP_LEVEL });
    if (key && compressed.length <= this.maxBytes / 4) this.keep(key, compressed);
    return compressed;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, compressed: Buffer): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, compressed);
    this.heldBytes += compressed.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.heldBytes -= bytes.length;
    }
  }
}
