// `npm start` ends here: run the whole stack in the foreground until Ctrl-C.
import { startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 3000);
const stack = await startStack({ port });
console.log(`\n  Cannaverse is running at ${stack.url}  (API health: ${stack.url}/api/health, API docs: ${stack.url}/api/docs)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
