// `npm start` ends here: run the whole stack in the foreground until Ctrl-C.
import { startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 3000);
// STACK_HEALTH_PORTS=0: no service health ports (a second stack beside a developer's, scripts/npm-start-e2e.mjs).
const stack = await startStack({ port, healthPorts: process.env.STACK_HEALTH_PORTS !== '0' });
console.log(`\n  Cannaverse is running at ${stack.url}  (API health: ${stack.url}/api/health, API docs: ${stack.url}/api/docs)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
