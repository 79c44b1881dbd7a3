import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { RpcError } from '@cannaverse/platform';
import { UploadMessages } from './upload-limits.js';

/** One uploaded file, on local disk until `dispose` removes it. */
export interface ReceivedFile {
  path: string;
  size: number;
  filename: string;
  mimetype: string;
  dispose(): Promise<void>;
}

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const hasCode = (error: unknown): error is { code: string } => typeof (error as { code?: unknown })?.code === 'string';

/** @fastify/multipart's own errors (limits, content type) keep their code for the error filter; the parser's others are a malformed body. */
const asUploadError = (error: unknown): unknown =>
  error instanceof RpcError || (hasCode(error) && error.code.startsWith('FST_')) ? error : RpcError.badRequest(UploadMessages.malformed);

/**
 * Streams the one file of a multipart request into a temporary file, counting bytes as they
 * arrive: past `maxBytes` the parser stops and the request is a 413, so memory stays at a few
 * buffers however large the upload, and a declared Content-Length beyond the limit is refused
 * before a byte is read.
 */
export async function receiveSingleFile(request: FastifyRequest, field: string, maxBytes: number, tooLargeMessage: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw RpcError.badRequest(UploadMessages.notMultipart);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw RpcError.tooLarge(tooLargeMessage);

  // One byte over the limit reaches the counter below, which stops the upload right there.
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 12 } }).catch((error: unknown) => { throw asUploadError(error); });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw RpcError.badRequest(UploadMessages.missingFile(field));
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cv-upload-'));
  const file = path.join(directory, 'upload');
  const dispose = () => rm(directory, { recursive: true, force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // Answer 413 now, not when the client finally stops sending.
      if (size > maxBytes) return done(RpcError.tooLarge(tooLargeMessage));
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(file));
    if (part.file.truncated) throw RpcError.tooLarge(tooLargeMessage);
    if (size === 0) throw RpcError.badRequest(UploadMessages.empty);
  } catch (error) {
    await dispose();
    if (hasCode(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw RpcError.tooLarge(tooLargeMessage);
    throw asUploadError(error);
  }
  return { path: file, size, filename: part.filename ?? '', mimetype: part.mimetype ?? '', dispose };
}

/**
 * How many uploads each member has in flight on this replica. A slot is taken before a byte is
 * read and given back when the upload ends, however it ends.
 */
export class UploadSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perMember: number) {}

  async run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(memberId) ?? 0;
    if (current >= this.perMember) throw new RpcError(429, UploadMessages.tooMany);
    this.inFlight.set(memberId, current + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(memberId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(memberId, left);
      else this.inFlight.delete(memberId);
    }
  }
}
