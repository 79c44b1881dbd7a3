import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import S3rver from 's3rver';
import { mediaConfigSchema } from '../src/index.js';
import { DiskMediaStore, MEDIA_STORE, MediaStoreModule, newMediaKey, S3MediaStore, type MediaStore } from '../src/media/index.js';
import { freePort } from '../src/testing/index.js';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The same contract, run against both stores. */
function describeStore(name: string, setup: () => Promise<{ store: MediaStore; teardown(): Promise<void> }>) {
  describe(name, () => {
    let store: MediaStore;
    let teardown: () => Promise<void>;
    beforeAll(async () => ({ store, teardown } = await setup()));
    afterAll(async () => teardown?.());

    it('puts, stats, reads whole and by range, and removes', async () => {
      await store.check();
      const key = newMediaKey('images', 'png');
      const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
      await store.put(key, body, 'image/png');
      expect(await store.stat(key)).toEqual({ size: 1000, contentType: 'image/png' });
      expect((await readAll(await store.read(key))).equals(body)).toBe(true);
      expect((await readAll(await store.read(key, { start: 100, end: 199 }))).equals(body.subarray(100, 200))).toBe(true);
      await store.remove(key);
      expect(await store.stat(key)).toBeNull();
    });

    it('refuses keys that could escape the store', async () => {
      await expect(store.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid media key/);
      expect(await store.stat('images/../../secret.png')).toBeNull();
    });
  });
}

describeStore('DiskMediaStore (the embedded default)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-disk-store-'));
  return { store: new DiskMediaStore(dir), teardown: async () => rmSync(dir, { recursive: true, force: true }) };
});

describeStore('S3MediaStore against an S3-protocol server on loopback (s3rver)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-s3rver-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true });
  await server.run();
  const store = new S3MediaStore({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'cannaverse-test', region: 'us-east-1' });
  return {
    store,
    teardown: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('MediaStoreModule', () => {
  it('provides MEDIA_STORE to every module: the disk store, or S3 when S3_ENDPOINT is set', async () => {
    const storeOf = async (env: Record<string, string>) => {
      @Module({ imports: [MediaStoreModule.forRoot(mediaConfigSchema.validateSync(env))] })
      class TestModule {}
      const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
      const store = app.get<MediaStore>(MEDIA_STORE);
      await app.close();
      return store;
    };
    expect(await storeOf({ MEDIA_DIR: os.tmpdir() })).toBeInstanceOf(DiskMediaStore);
    expect(await storeOf({ S3_ENDPOINT: '127.0.0.1', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' })).toBeInstanceOf(S3MediaStore);
  });
});
