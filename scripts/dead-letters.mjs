// `npm run events:dead-letters -- list` and `npm run events:dead-letters -- replay <sequence>`:
// the events a service's consumer could not apply (its handler failed on every delivery) or
// refused as forged, kept in the JetStream stream CANNAVERSE_DEAD_LETTERS (docs/deploy.md).
//   list           one line per dead letter: sequence, when, which service, which event, why
//   replay <seq>   asks the service that failed to apply it again, as its consumer would (an event
//                  applied meanwhile changes nothing), and to remove it once applied; a forged
//                  event is never applied
// It connects as the NATS user `ops_events`, which may read the dead-letter stream and send the
// replay request, nothing else (scripts/lib/operator-nats.mjs says how it finds its credentials).
import { jetstreamManager } from '@nats-io/jetstream';
import { DEAD_LETTER_PREFIX, DEAD_LETTER_STREAM, deadLetterReplayPattern, ServiceClient } from '@cannaverse/platform';
import { operatorFailure, operatorLink } from './lib/operator-nats.mjs';

/** At most this many lines from `list` (the newest); the stream keeps 30 days. */
const LIST_LIMIT = 200;

const [command, argument] = process.argv.slice(2);
if (command !== 'list' && command !== 'replay') {
  console.error('usage: npm run events:dead-letters -- list | replay <sequence>');
  process.exit(2);
}

const { natsUrl, link } = operatorLink('ops_events', 'dead-letters');
try {
  const nc = await link.ready(10_000);
  if (!nc) throw Object.assign(new Error(`NATS is not reachable at ${natsUrl}`), { status: 503 });
  const jsm = await jetstreamManager(nc);
  if (command === 'list') {
    const { state } = await jsm.streams.info(DEAD_LETTER_STREAM);
    if (state.messages === 0) console.log('no dead letters');
    const first = Math.max(state.first_seq, state.last_seq - LIST_LIMIT + 1);
    for (let seq = first; state.messages > 0 && seq <= state.last_seq; seq++) {
      const kept = await jsm.streams.getMessage(DEAD_LETTER_STREAM, { seq }).catch(() => null);
      if (!kept) continue; // replayed or removed
      const [, service, ...event] = kept.subject.split('.');
      console.log([seq, kept.time.toISOString(), service, event.join('.'), kept.header?.get('Cv-Error') ?? ''].join('\t'));
    }
  } else {
    const sequence = Number(argument);
    if (!Number.isSafeInteger(sequence) || sequence < 1) {
      console.error('usage: npm run events:dead-letters -- replay <sequence>   (a sequence from `list`)');
      process.exit(2);
    }
    const kept = await jsm.streams.getMessage(DEAD_LETTER_STREAM, { seq: sequence }).catch(() => null);
    if (!kept || !kept.subject.startsWith(`${DEAD_LETTER_PREFIX}.`)) throw new Error(`no dead letter ${sequence}`);
    const service = kept.subject.split('.')[1];
    const answer = await new ServiceClient(service, link, 30_000).send(deadLetterReplayPattern(service), { actor: null }, { sequence });
    console.log(`${service} ${answer.outcome === 'applied' ? 'applied' : `found nothing to do for (${answer.outcome})`} ${answer.event} ${answer.id}; dead letter ${sequence} removed`);
  }
} catch (error) {
  console.error(operatorFailure(`dead letters ${command}`, error, natsUrl, 'owning'));
  process.exitCode = 1;
} finally {
  await link.close();
}
