import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, IdentityEvents, type UserRegisteredEvent, type UserUpdatedEvent } from '@cannaverse/contracts';
import {
  commonConfigSchema, connectNats, createLogger, DEAD_LETTER_STREAM, deadLetterSubject, DatabaseModule, EventBus, EventBusModule, eventSubject,
  OnEvent, OUTBOX_CHANNEL, publishEvent, type EventContext,
} from '../src/index.js';
import { createTestDatabase, getTestServers, startNatsServer, testNatsAuth, waitFor, type OwnNatsServer } from '../src/testing/index.js';

class CreateReceivedTable1763800000001 implements MigrationInterface {
  async up(runner: QueryRunner) {
    await runner.query('CREATE TABLE received (event_id uuid NOT NULL, username text NOT NULL)');
  }
  async down(runner: QueryRunner) {
    await runner.query('DROP TABLE received');
  }
}

/** A projection that records every event it applies, so duplicates would show as extra rows. */
@Injectable()
class RecordingProjection {
  @OnEvent(IdentityEvents.userUpdated)
  async onUserUpdated(payload: UserUpdatedEvent, { manager, envelope }: EventContext) {
    // A poison event: its handler fails on every delivery.
    if (payload.username === 'poison_pill') throw new Error('this handler cannot apply it');
    await manager.query('INSERT INTO received (event_id, username) VALUES ($1, $2)', [envelope.id, payload.username]);
  }
}

/** A projection with work for some events only (`when`): admins' registrations, say. */
@Injectable()
class AdminsOnlyProjection {
  @OnEvent(IdentityEvents.userRegistered, { when: (user) => user.isAdmin })
  async onRegistered(payload: UserRegisteredEvent, { manager, envelope }: EventContext) {
    await manager.query('INSERT INTO received (event_id, username) VALUES ($1, $2)', [envelope.id, payload.username]);
  }
}

describe('event bus (outbox → JetStream → inbox)', () => {
  let nats: OwnNatsServer;
  let app: INestApplicationContext;
  let dataSource: DataSource;
  let database: { name: string; drop(): Promise<void> };

  const card = (username: string): UserUpdatedEvent => ({ id: '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11', username, displayName: null, avatar: null, isAdmin: false });
  const receivedRows = async () => (await dataSource.query('SELECT event_id, username FROM received ORDER BY username')) as Array<{ event_id: string; username: string }>;

  beforeAll(async () => {
    const servers = await getTestServers();
    nats = await startNatsServer();
    database = await createTestDatabase(servers, 'eventbus');
    const config = commonConfigSchema.validateSync({
      ...nats.envFor('identity'), PGHOST: servers.pg.host, PGPORT: servers.pg.port, PGUSER: servers.pg.user,
      PGPASSWORD: servers.pg.password, PGDATABASE: database.name, EVENT_MAX_DELIVER: 3,
    });
    const logger = createLogger('bus-test', 'silent');

    @Module({
      imports: [
        // As identity: the test's nats-server enforces the product's permissions (identity publishes identity.* events).
        DatabaseModule.forService({ service: 'identity', config, logger, migrations: [CreateReceivedTable1763800000001] }),
        EventBusModule.forService({ service: 'identity', config, logger }),
      ],
      providers: [RecordingProjection, AdminsOnlyProjection],
    })
    class TestModule {}

    app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    await app.init();
    dataSource = app.get(DataSource);
    await app.get(EventBus).ready();
  });

  afterAll(async () => {
    await app?.close();
    await nats?.dispose();
    await database?.drop();
  });

  it('delivers an event committed with the change', async () => {
    await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userUpdated, card('alice_smith')));
    expect(await waitFor(async () => (await receivedRows()).length === 1, 10_000)).toBe(true);
  });

  it('relays an event right after its commit, with no NOTIFY in the transaction (PostgreSQL serializes every notifying commit of the server; issue 28)', async () => {
    const servers = await getTestServers();
    const listener = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (notification) => heard.push(notification.payload ?? ''));
    await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    try {
      // The sweep runs every second: eight events each relayed within 300 ms of their commit were woken by it.
      for (let i = 0; i < 8; i++) {
        const eventId = await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userUpdated, card(`prompt_${i}`)));
        const relayed = async () => ((await dataSource.query('SELECT published_at FROM outbox WHERE id = $1', [eventId])) as Array<{ published_at: Date | null }>)[0]?.published_at !== null;
        await expect(waitFor(relayed, 300, 5)).resolves.toBe(true);
      }
      expect(heard).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  it('applies an event only where a handler has work for it (`when`); one nobody has work for is acknowledged with no transaction and no inbox row', async () => {
    const registered = (username: string, isAdmin: boolean): UserRegisteredEvent => ({ ...card(username), id: randomUUID(), isAdmin, createdAt: new Date().toISOString() });
    const skippedId = await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userRegistered, registered('carol_member', false)));
    const appliedId = await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userRegistered, registered('dave_admin', true)));
    expect(await waitFor(async () => (await receivedRows()).some((row) => row.username === 'dave_admin'), 10_000)).toBe(true);
    // Delivered in order, so the skipped one was handled (and acknowledged) before the applied one.
    const inbox = (await dataSource.query('SELECT event_id FROM inbox WHERE event_id = ANY($1::uuid[])', [[skippedId, appliedId]])) as Array<{ event_id: string }>;
    expect(inbox.map((row) => row.event_id)).toEqual([appliedId]);
    expect((await receivedRows()).map((row) => row.username)).not.toContain('carol_member');
    const jsm = await jetstreamManager(await connectNats(nats.url, 'bus-test-pending', testNatsAuth(nats)));
    expect(await waitFor(async () => (await jsm.consumers.info(EVENT_STREAM, 'identity-events')).num_ack_pending === 0, 10_000)).toBe(true);
    await jsm.nc.close();
  });

  it('does not publish an event whose transaction rolled back', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await publishEvent(manager, IdentityEvents.userUpdated, card('rolled_back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await receivedRows()).map((row) => row.username)).not.toContain('rolled_back');
  });

  it('delivers an event written while NATS is down once NATS returns, exactly once in effect', async () => {
    await nats.stop();
    const eventId = await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userUpdated, card('bob_written_offline')));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [pending] = await dataSource.query('SELECT published_at FROM outbox WHERE id = $1', [eventId]);
    expect(pending.published_at).toBeNull();

    await nats.start();
    const delivered = await waitFor(async () => (await receivedRows()).some((row) => row.username === 'bob_written_offline'), 20_000);
    expect(delivered).toBe(true);

    // Force a redelivery of the same event id (as a crash before ack would): the inbox makes it a no-op.
    const nc = await connectNats(nats.url, 'bus-test-replay', testNatsAuth(nats));
    const envelope = { id: eventId, name: IdentityEvents.userUpdated, occurredAt: new Date().toISOString(), payload: card('bob_written_offline') };
    await jetstream(nc).publish(eventSubject(IdentityEvents.userUpdated), JSON.stringify(envelope), { msgID: `replay-${eventId}` });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await nc.close();

    const rows = (await receivedRows()).filter((row) => row.username === 'bob_written_offline');
    expect(rows).toHaveLength(1);
    expect(rows[0].event_id).toBe(eventId);
  }, 60_000);

  it('moves an event whose handler fails on every delivery to the dead-letter stream after max_deliver, instead of retrying it forever', async () => {
    const eventId = await dataSource.transaction((manager) => publishEvent(manager, IdentityEvents.userUpdated, card('poison_pill')));
    const nc = await connectNats(nats.url, 'bus-test-dead-letters', testNatsAuth(nats));
    try {
      const jsm = await jetstreamManager(nc);
      const deadLettered = await waitFor(async () => (await jsm.streams.info(DEAD_LETTER_STREAM)).state.messages === 1, 20_000);
      expect(deadLettered).toBe(true);
      const stored = await jsm.streams.getMessage(DEAD_LETTER_STREAM, { last_by_subj: deadLetterSubject('identity', IdentityEvents.userUpdated) });
      expect(stored!.json<{ id: string }>().id).toBe(eventId);
      expect(stored!.header.get('Cv-Error')).toBe('this handler cannot apply it');
      expect(stored!.header.get('Cv-Deliveries')).toBe('3');
      // Terminated: nothing pending or awaiting an ack for the consumer, and no further attempt.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const consumer = await jsm.consumers.info(EVENT_STREAM, 'identity-events');
      expect([consumer.num_pending, consumer.num_ack_pending]).toEqual([0, 0]);
      expect((await jsm.streams.info(DEAD_LETTER_STREAM)).state.messages).toBe(1);
      expect((await receivedRows()).map((row) => row.username)).not.toContain('poison_pill');
    } finally {
      await nc.close();
    }
  }, 60_000);
});
