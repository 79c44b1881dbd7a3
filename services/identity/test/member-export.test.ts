import { existsSync } from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  DataExportMessages, DataExportPatterns as P, IdentityPatterns, MEMBER_EXPORT_PARTS, MemberExportPatterns,
  type Actor, type AuthenticatedUser, type DataExportDownload, type DataExportDto, type ExportingService,
} from '@cannaverse/contracts';
import { connectNats, natsInboxPrefix, NatsLink, ServiceClient } from '@cannaverse/platform';
import { natsAuthOn, waitFor } from '@cannaverse/platform/testing';
import { MemberExportService } from '../src/member-export/member-export.service.js';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

/**
 * The data export end to end inside identity: the other services are stand-ins on the harness's
 * NATS, connected as those services' users (the product's permissions in force), each answering its
 * parts for whichever member the request names, and social's posts in two pages. Their own
 * handlers (real SQL) are tested in their services (test/member-export.test.ts there).
 */
let identity: IdentityHarness;
const standIns: NatsConnection[] = [];
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const requests: Array<{ service: string; part: string; userId: string; cursor: string | null; actor: unknown }> = [];
/** userId → a post's media URL (stored in identity's media directory, as social's would be in the shared store). */
const postMedia = new Map<string, string>();

async function answerAs(service: ExportingService): Promise<void> {
  const nc = await connectNats(identity.nats.url, `${service}-stand-in`, { user: service, pass: identity.nats.passwords![service], inboxPrefix: natsInboxPrefix(service) });
  nc.subscribe(MemberExportPatterns[service], {
    callback: (_error, message) => {
      const packet = JSON.parse(decoder.decode(message.data)) as { id: string; data: { actor: unknown; data: { userId: string; part: string; cursor: string | null } } };
      const { userId, part, cursor } = packet.data.data;
      requests.push({ service, part, userId, cursor, actor: packet.data.actor });
      const rows = [{ owner: userId, service, part, n: cursor ? 2 : 1 }];
      const paged = service === 'social' && part === 'posts';
      const media = paged && cursor && postMedia.has(userId) ? [postMedia.get(userId)!] : [];
      const response = { rows, media, nextCursor: paged && !cursor ? 'page-2' : null };
      message.respond(encoder.encode(JSON.stringify({ id: packet.id, response, isDisposed: true })));
    },
  });
  standIns.push(nc);
}

let seq = 0;
const register = async () => {
  const username = `export_${Date.now().toString(36)}${seq++}`;
  const { user } = await identity.call<AuthenticatedUser>(IdentityPatterns.register, { username, email: `${username}@example.com`, password: 'secret-pw' });
  return { user, actor: { id: user.id, isAdmin: false, tier: 'free' } as Actor };
};

const untilSettled = async (actor: Actor, id: string): Promise<DataExportDto> => {
  let last: DataExportDto | null = null;
  await waitFor(async () => {
    last = await identity.call<DataExportDto>(P.get, { id }, actor);
    return last.status === 'ready' || last.status === 'failed';
  }, 20_000);
  return last!;
};

/** Every entry of a zip file: name → its bytes. */
function readZip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => { entries.set(entry.fileName, Buffer.concat(chunks)); zip.readEntry(); });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  identity = await startIdentity();
  for (const service of Object.keys(MemberExportPatterns) as ExportingService[]) await answerAs(service);
}, 60_000);
afterAll(async () => {
  // Settled exports first, then the service, then its stand-ins: closing a stand-in or the service
  // while a job still talks over NATS or to the database wrote to a destroyed socket at teardown.
  await waitFor(async () => (await identity.db.query(`SELECT 1 FROM member_exports WHERE status IN ('queued', 'running')`)).rows.length === 0, 20_000).catch(() => undefined);
  await identity?.close();
  for (const nc of standIns) await nc.close();
});

describe('data export', () => {
  it('zips each service\'s part, paged, with the media and a README, for that member only; another member\'s id is a 404', async () => {
    const alice = await register();
    const bob = await register();
    postMedia.set(alice.user.id, await identity.upload('images', 'jpg'));
    postMedia.set(bob.user.id, await identity.upload('images', 'jpg'));

    const created = await identity.call<DataExportDto>(P.create, {}, alice.actor);
    expect(created).toEqual({ id: expect.any(String), status: 'queued', createdAt: expect.any(String) });
    // A second request while it is in progress answers the same export.
    const again = await identity.call<DataExportDto>(P.create, {}, alice.actor);
    expect(again.id).toBe(created.id);
    const bobs = await identity.call<DataExportDto>(P.create, {}, bob.actor);

    const done = await untilSettled(alice.actor, created.id);
    expect(done).toEqual({
      id: created.id, status: 'ready', createdAt: created.createdAt, downloadUrl: `/api/me/exports/${created.id}/download`, expiresAt: expect.any(String),
    });
    const days = (Date.parse(done.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await untilSettled(bob.actor, bobs.id);

    // Another member's export: indistinguishable from none.
    expect(await rpcFailure(identity.call(P.get, { id: created.id }, bob.actor))).toEqual(expect.objectContaining({ status: 404, message: DataExportMessages.notFound }));
    expect(await rpcFailure(identity.call(P.download, { id: created.id }, bob.actor))).toEqual(expect.objectContaining({ status: 404 }));
    expect(await rpcFailure(identity.call(P.get, { id: 'not-a-uuid' }, alice.actor))).toEqual(expect.objectContaining({ status: 404 }));
    expect(await rpcFailure(identity.call(P.create, {}, null))).toEqual(expect.objectContaining({ status: 401 }));
    expect((await identity.call<DataExportDto[]>(P.list, {}, alice.actor)).map((item) => item.id)).toEqual([created.id]);

    // The services were asked without an actor, and only ever about the member being exported.
    expect(requests.every((request) => request.actor === null)).toBe(true);
    expect(requests.filter((request) => request.service === 'social' && request.part === 'posts' && request.userId === alice.user.id).map((r) => r.cursor))
      .toEqual([null, 'page-2']);

    const file = await identity.call<DataExportDownload>(P.download, { id: created.id }, alice.actor);
    expect(file.key).toMatch(/^exports\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.zip$/);
    expect(file.fileName).toMatch(/^cannaverse-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZip(path.join(identity.mediaDir, file.key));
    expect(entries.get('README.md')?.toString()).toContain(`@${alice.user.username}`);
    const account = JSON.parse(entries.get('identity/account.json')!.toString()) as Array<Record<string, unknown>>;
    expect(account).toEqual([expect.objectContaining({ id: alice.user.id, username: alice.user.username, email: alice.user.email })]);
    expect(account[0]).not.toHaveProperty('password_hash');
    expect(JSON.parse(entries.get('identity/membership.json')!.toString())).toEqual([]);
    for (const service of Object.keys(MemberExportPatterns) as ExportingService[]) {
      for (const part of Object.keys(MEMBER_EXPORT_PARTS[service])) {
        const rows = JSON.parse(entries.get(`${service}/${part}.json`)!.toString()) as Array<{ owner: string; n: number }>;
        expect(rows.length).toBe(service === 'social' && part === 'posts' ? 2 : 1);
        expect(rows.every((row) => row.owner === alice.user.id)).toBe(true);
        expect(entries.get('README.md')!.toString()).toContain(`\`${service}/${part}.json\``);
      }
    }
    const aliceMedia = postMedia.get(alice.user.id)!.slice('/media/'.length);
    expect(entries.get(`media/${aliceMedia}`)?.toString()).toContain('not really media');
    expect([...entries.keys()].filter((name) => name.startsWith('media/'))).toEqual([`media/${aliceMedia}`]);
    expect([...entries.values()].some((bytes) => bytes.toString().includes(bob.user.id))).toBe(false);
  }, 60_000);

  it('an export is removed after its 7 days: the zip goes, the export says expired and no longer downloads', async () => {
    const { actor } = await register();
    const { id } = await identity.call<DataExportDto>(P.create, {}, actor);
    expect((await untilSettled(actor, id)).status).toBe('ready');
    const { key } = await identity.call<DataExportDownload>(P.download, { id }, actor);
    const exports = identity.app().get(MemberExportService);
    expect(await exports.prune(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await exports.prune(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(identity.mediaDir, key))).toBe(false);
    expect(await identity.call<DataExportDto>(P.get, { id }, actor)).toEqual({ id, status: 'expired', createdAt: expect.any(String) });
    expect(await rpcFailure(identity.call(P.download, { id }, actor))).toEqual(expect.objectContaining({ status: 410, message: DataExportMessages.expired }));
    // A new one may be asked for.
    expect((await identity.call<DataExportDto>(P.create, {}, actor)).id).not.toBe(id);
  }, 60_000);

  it('a service that cannot answer fails the export with its reason, and the member may try again', async () => {
    const { actor } = await register();
    const moderation = standIns[Object.keys(MemberExportPatterns).indexOf('moderation')];
    await moderation.close();
    try {
      const { id } = await identity.call<DataExportDto>(P.create, {}, actor);
      expect((await untilSettled(actor, id)).status).toBe('failed');
      expect((await identity.db.query('SELECT error FROM member_exports WHERE id = $1', [id])).rows[0].error).toBe('The moderation service is not available right now');
    } finally {
      await answerAs('moderation');
    }
  }, 60_000);

  it('the gateway may not ask a service for a member\'s data (NATS permissions): only identity may', async () => {
    const link = new NatsLink(identity.nats.url, 'gateway-asking', natsAuthOn(identity.nats, 'gateway'));
    try {
      const client = new ServiceClient('social', link, 1500);
      expect(await rpcFailure(client.send(MemberExportPatterns.social, { actor: null }, { userId: '00000000-0000-4000-8000-000000000000', part: 'posts' })))
        .toEqual({ status: 503, message: 'The social service is not available right now' });
    } finally {
      await link.close();
    }
  });
});
