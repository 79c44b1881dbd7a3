import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { HEALTH_PATTERNS, IdentityEvents, type UserCard } from '@cannaverse/contracts';
import {
  AUTHOR_COLUMNS, authorJoin, commonConfigSchema, CreateUserCards1763850000000, defineServiceConfig, FALLBACK_USERNAME, serviceModule,
  toAuthorCard, UserCardsModule, type AuthorColumns,
} from '../src/index.js';
import { startServiceHarness, waitFor, type ServiceHarness } from '../src/testing/index.js';

/**
 * The kit's user-card projection, event consumer and harness together, in the smallest service
 * the kit makes: serviceModule + UserCardsModule (the name is a real service's, only to name the
 * consumer and the health request; it runs on its own nats-server and database).
 */
@Module({})
class KitServiceModule {}

let service: ServiceHarness;
const loadConfig = defineServiceConfig('moderation', commonConfigSchema);
const cardRow = async (id: string) => (await service.db.query('SELECT username, display_name, avatar, is_admin FROM user_cards WHERE id = $1', [id])).rows[0];
const card = (id: string, overrides: Partial<UserCard> = {}): UserCard => ({ id, username: 'kit_member', displayName: null, avatar: null, isAdmin: false, ...overrides });

beforeAll(async () => {
  service = await startServiceHarness({
    service: 'moderation',
    loadConfig,
    appModule: (config, logger) => serviceModule(KitServiceModule, {
      service: 'moderation', config, logger, migrations: [CreateUserCards1763850000000], imports: [UserCardsModule],
    }),
  });
}, 60_000);
afterAll(async () => service?.close());

it('answers health and has migrated user_cards', async () => {
  expect(await service.call(HEALTH_PATTERNS.moderation, {})).toEqual({ service: 'moderation', status: 'up', database: 'up' });
  const { rows } = await service.db.query(`SELECT name FROM migrations ORDER BY id`);
  expect(rows.map((row) => row.name)).toEqual(['CreateEventTables1763800000000', 'CreateUserCards1763850000000', 'IndexEventTablesForRetention1765830000000']);
});

it('projects a registered member, then only newer changes; a replayed event id changes nothing', async () => {
  const member = await service.member({ username: 'kit_member', displayName: 'Kit' });
  expect(await cardRow(member.id)).toEqual({ username: 'kit_member', display_name: 'Kit', avatar: null, is_admin: false });

  const renamed = await service.publish(IdentityEvents.userUpdated, card(member.id, { username: 'kit_renamed', displayName: 'Renamed' }));
  await service.publish(IdentityEvents.userUpdated, card(member.id, { displayName: 'Stale' }), { occurredAt: new Date(Date.now() - 60_000).toISOString() });
  await service.publish(IdentityEvents.userUpdated, card(member.id, { displayName: 'Replayed' }), { id: renamed.id, msgID: randomUUID() });
  await service.waitForConsumerIdle();
  expect(await cardRow(member.id)).toMatchObject({ username: 'kit_renamed', display_name: 'Renamed' });
});

it('drops a malformed payload before any handler, without retrying it, and keeps consuming', async () => {
  const id = randomUUID();
  const broken = [
    { ...card(id), id: 'not-a-uuid' },
    { ...card(id), isAdmin: 'sometimes' },
    { id, username: 'no_display_name_or_avatar', isAdmin: false },
  ];
  for (const payload of broken) await service.publish(IdentityEvents.userUpdated, payload as UserCard);
  await service.publish(IdentityEvents.userUpdated, card(id, { username: 'after_the_bad_ones' }), { occurredAt: new Date(Date.now() - 1000).toISOString() });
  await service.waitForConsumerIdle();
  expect(await cardRow(id)).toMatchObject({ username: 'after_the_bad_ones' });
  const inbox = await service.db.query('SELECT count(*)::int AS n FROM inbox');
  // The member() registration, the rename, the stale update, this last one: never the malformed three.
  expect(inbox.rows[0].n).toBe(4);
});

it('drops an envelope whose occurredAt is not an instant (it would reach SQL as updated_at)', async () => {
  const id = randomUUID();
  await service.publish(IdentityEvents.userUpdated, card(id, { username: 'bad_clock' }), { occurredAt: '2026-02-30T00:00:00.000Z' });
  await service.publish(IdentityEvents.userUpdated, card(id, { username: 'good_clock' }));
  await waitFor(async () => (await cardRow(id))?.username === 'good_clock');
  await service.waitForConsumerIdle();
  expect((await service.db.query('SELECT count(*)::int AS n FROM user_cards WHERE id = $1', [id])).rows[0].n).toBe(1);
});

it('joins authors with one SQL fragment, falling back to "member" for a card not yet projected', async () => {
  const known = await service.member({ username: 'known_author', displayName: 'Known', avatar: '/media/avatars/2026/01/a.jpg' });
  const unknown = randomUUID();
  const { rows } = await service.db.query<AuthorColumns & { user_id: string }>(
    `SELECT x.user_id::text, ${AUTHOR_COLUMNS} FROM (VALUES ($1::uuid), ($2::uuid)) AS x(user_id) ${authorJoin('x.user_id')} ORDER BY x.user_id = $1 DESC`,
    [known.id, unknown],
  );
  expect(rows.map((row) => toAuthorCard(row.user_id, row))).toEqual([
    { id: known.id, username: 'known_author', displayName: 'Known', avatar: '/media/avatars/2026/01/a.jpg' },
    { id: unknown, username: FALLBACK_USERNAME, displayName: null, avatar: null },
  ]);
});
