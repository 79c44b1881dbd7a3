// The lint rules that keep the runtime context in the kit (eslint.config.js, runtimeContext): a
// service that builds its own Redis client or Nest Logger fails `npm run lint`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/stack.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The messages ESLint gives `code` as if it were the file at `filePath` (relative to the repository). */
async function lint(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const HAND_BUILT_REDIS = `import { Redis } from 'ioredis';
export const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
`;
const NEST_LOGGER = `import { Logger } from '@nestjs/common';
export class Seeder {
  private readonly logger = new Logger(Seeder.name);
  seed() { this.logger.log('seeded'); }
}
`;
const FROM_THE_KIT = `import { Injectable } from '@nestjs/common';
import { InjectConfig, InjectLogger, ServiceRedis, type CommonConfig, type Logger } from '@cannaverse/platform';
@Injectable()
export class Seeder {
  constructor(@InjectConfig() readonly config: CommonConfig, @InjectLogger() readonly logger: Logger, readonly redis: ServiceRedis) {}
  async seed() { await this.redis.client().set(this.redis.key('seeded'), '1'); this.logger.info('seeded'); }
}
`;

test('a service that builds its own Redis client fails lint, in every service', async () => {
  for (const service of ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation', 'notifications']) {
    assert.deepEqual(await lint(HAND_BUILT_REDIS, `services/${service}/src/feature/redis.ts`), [
      'no-restricted-syntax: Inject ServiceRedis (@cannaverse/platform): the kit owns the Redis clients and the key prefix (docs/architecture.md).',
    ]);
  }
  assert.equal((await lint("import * as ioredis from 'ioredis';\nexport const r = new ioredis.Redis();\n", 'services/streaming/src/x.ts')).length, 1);
});

test('a service that makes a Nest Logger fails lint', async () => {
  assert.deepEqual(await lint(NEST_LOGGER, 'services/content/src/grow-guides/seeder.ts'), [
    'no-restricted-syntax: Inject the logger with @InjectLogger() (@cannaverse/platform): pino, every line carrying the request id (docs/architecture.md).',
  ]);
});

test('config, logger and Redis injected from the kit pass, and the kit itself may build them', async () => {
  assert.deepEqual(await lint(FROM_THE_KIT, 'services/content/src/grow-guides/seeder.ts'), []);
  assert.deepEqual(await lint(HAND_BUILT_REDIS, 'libs/platform/src/redis/redis-connection.ts'), []);
  // Tests may open a client of their own to look at what a service stored.
  assert.deepEqual(await lint(HAND_BUILT_REDIS, 'services/streaming/test/presence.test.ts'), []);
});
