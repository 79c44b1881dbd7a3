// Browser tests run against a throwaway stack (scripts/lib/throwaway-stack.mjs): its own
// nats-server, databases, media directory and port, so a developer's running stack is untouched.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';
import { startThrowawayStack } from './lib/throwaway-stack.mjs';
import { pgAdminFromEnv } from './lib/pg-roles.mjs';

let exitCode = 1;
let stack;
try {
  stack = await startThrowawayStack();
  const env = {
    ...process.env, BASE_URL: stack.url, ADMIN_PASSWORD: 'e2e-admin-password', RTMP_URL: stack.rtmpUrl ?? '',
    E2E_DB_NAME_PREFIX: stack.env.DB_NAME_PREFIX, E2E_BULLMQ_PREFIX: stack.env.REDIS_PREFIX, E2E_DB_PREFIX: stack.env.DB_NAME_PREFIX,
    // A browser test that arranges rows does it as the admin (the services' roles are the services' own).
    PGUSER: pgAdminFromEnv().user, PGPASSWORD: pgAdminFromEnv().password ?? '',
  };
  // `node scripts/e2e-stack.mjs tests/layout.test.mjs` runs only the files given (paths under e2e/).
  const files = process.argv.slice(2);
  const run = files.length > 0
    ? spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { cwd: `${ROOT}/e2e`, stdio: 'inherit', env })
    : spawnSync('npm', ['test', '-w', 'e2e'], { cwd: ROOT, stdio: 'inherit', env });
  exitCode = run.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await stack?.stop();
}
process.exit(exitCode);
