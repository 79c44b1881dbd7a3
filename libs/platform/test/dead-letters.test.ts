import 'reflect-metadata';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Injectable, Module } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IdentityEvents, type UserUpdatedEvent } from '@cannaverse/contracts';
import {
  commonConfigSchema, connectNats, DEAD_LETTER_STREAM, defineServiceConfig, OnEvent, serviceModule, type CommonConfig, type EventContext, type Logger,
} from '../src/index.js';
import { startServiceHarness, testNatsAuth, waitFor, type ServiceHarness } from '../src/testing/index.js';

/**
 * Issue 22: an operator lists the dead letters and replays one through the service that failed
 * (`npm run events:dead-letters`, as the NATS user `ops_events`), never by publishing the event
 * again (only its own service may). The command runs here as an operator would run it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

class CreateReplayedTable1763800000002 implements MigrationInterface {
  async up(runner: QueryRunner) {
    await runner.query('CREATE TABLE replayed (event_id uuid NOT NULL, username text NOT NULL)');
  }
  async down(runner: QueryRunner) {
    await runner.query('DROP TABLE replayed');
  }
}

/** Fails until the "cause is fixed" (the test flips `fixed`). */
@Injectable()
class FlakyProjection {
  static fixed = false;

  @OnEvent(IdentityEvents.userUpdated)
  async onUserUpdated(payload: UserUpdatedEvent, { manager, envelope }: EventContext) {
    if (!FlakyProjection.fixed) throw new Error('the projection cannot apply it yet');
    await manager.query('INSERT INTO replayed (event_id, username) VALUES ($1, $2)', [envelope.id, payload.username]);
  }
}

@Module({})
class ReplayTestModule {
  static register(config: CommonConfig, logger: Logger) {
    return serviceModule(ReplayTestModule, { service: 'moderation', config, logger, migrations: [CreateReplayedTable1763800000002], providers: [FlakyProjection] });
  }
}

const card = (username: string): UserUpdatedEvent => ({ id: '5b0c8c2e-4a0e-4d0b-9a43-7d2f3f1b9e01', username, displayName: null, avatar: null, isAdmin: false });

describe('dead letters an operator can use', () => {
  let service: ServiceHarness;
  const deadLetters = (...args: string[]) =>
    run(process.execPath, [path.join(ROOT, 'scripts/dead-letters.mjs'), ...args], { env: { ...process.env, ...service.nats.envFor('ops_events') } })
      .then(({ stdout }) => ({ code: 0, out: stdout }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }));
  const keptCount = async () => {
    const nc = await connectNats(service.nats.url, 'dead-letter-count', testNatsAuth(service.nats));
    try {
      return (await (await jetstreamManager(nc)).streams.info(DEAD_LETTER_STREAM)).state.messages;
    } finally {
      await nc.close();
    }
  };

  beforeAll(async () => {
    service = await startServiceHarness({
      service: 'moderation', loadConfig: defineServiceConfig('moderation', commonConfigSchema), appModule: ReplayTestModule.register,
      env: { EVENT_MAX_DELIVER: '2' },
    });
  }, 60_000);
  afterAll(async () => service?.close());

  it('lists a failed event, replays it through the service once the cause is fixed, and removes it', async () => {
    const event = await service.publish(IdentityEvents.userUpdated, card('replay_me'));
    await waitFor(async () => (await keptCount()) === 1, 20_000);

    const listed = await deadLetters('list');
    expect(listed.code).toBe(0);
    const line = listed.out.split('\n').find((row) => row.includes(IdentityEvents.userUpdated))!;
    const [sequence, , owner, name, reason] = line.split('\t');
    expect([owner, name, reason]).toEqual(['moderation', IdentityEvents.userUpdated, 'the projection cannot apply it yet']);

    FlakyProjection.fixed = true;
    const replayed = await deadLetters('replay', sequence);
    expect(replayed).toEqual({ code: 0, out: `moderation applied ${IdentityEvents.userUpdated} ${event.id}; dead letter ${sequence} removed\n` });
    expect((await service.db.query('SELECT event_id, username FROM replayed')).rows).toEqual([{ event_id: event.id, username: 'replay_me' }]);
    expect(await keptCount()).toBe(0);

    const again = await deadLetters('replay', sequence);
    expect(again.code).toBe(1);
    expect(again.out).toContain(`no dead letter ${sequence}`);
  }, 120_000);

  it('never applies a forged event from the dead letters', async () => {
    FlakyProjection.fixed = true;
    await service.publishAs('content', 'events.content.forged', IdentityEvents.userUpdated, card('forged_admin'));
    await waitFor(async () => (await keptCount()) === 1, 20_000);
    const line = (await deadLetters('list')).out.split('\n').find((row) => row.includes('only its own service may publish it'))!;
    const replayed = await deadLetters('replay', line.split('\t')[0]);
    expect(replayed.code).toBe(1);
    expect(replayed.out).toContain('A forged event is never applied');
    expect((await service.db.query(`SELECT 1 FROM replayed WHERE username = 'forged_admin'`)).rowCount).toBe(0);
  }, 120_000);

  it('refuses the replay request from anyone but the operator user (the gateway included)', async () => {
    // The gateway's credentials: a NATS permission error, not an answer.
    const asGateway = await run(process.execPath, [path.join(ROOT, 'scripts/dead-letters.mjs'), 'list'], { env: { ...process.env, ...service.nats.envFor('gateway') } })
      .then(() => 0, (error: { code: number }) => error.code);
    expect(asGateway).toBe(1);
  }, 60_000);
});
