import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerEtag, CompressedAnswers, matchesEtag, preferredEncoding } from '../src/http/answer-compression.js';

/** Issue 28: forwarded answers are compressed once per distinct page, in the encoding the client prefers. */
describe('answer compression', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('matches an ETag weakly, in a list or as *', () => {
    const etag = answerEtag(Buffer.from('{"items":[]}'));
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(etag.slice(2), etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('compresses a page once and serves the same bytes again; evicts the least recently used past its budget', async () => {
    const page = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Strain ${i}` })) }));
    const answers = new CompressedAnswers(64 * 1024);
    const etag = answerEtag(page);
    const first = await answers.encode(page, 'br', etag);
    expect(brotliDecompressSync(first).equals(page)).toBe(true);
    expect(await answers.encode(page, 'br', etag)).toBe(first);
    const gzipped = await answers.encode(page, 'gzip', etag);
    expect(gunzipSync(gzipped).equals(page)).toBe(true);
    expect(answers.size).toBe(2);
    // Without an ETag (not a GET): compressed, never kept.
    await answers.encode(page, 'br', null);
    expect(answers.size).toBe(2);
    for (let i = 0; i < 40; i++) {
      const other = Buffer.from(JSON.stringify({ page: i, filler: randomBytes(3000).toString('base64') }));
      await answers.encode(other, 'br', answerEtag(other));
    }
    expect(await answers.encode(page, 'br', etag)).not.toBe(first);
  });
});
