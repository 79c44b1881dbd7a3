// Strain stories for the demo community: written for this project, assembled from a few
// openings, middles and endings per mood so sixty stories do not read alike. Effects come from the
// spec's common list (libs/contracts) plus a few custom ones members might add.
import { COMMON_STORY_EFFECTS } from '@cannaverse/contracts';
import { mapLimit } from './random.mjs';

const TITLES = {
  positive: ['{strain} made my Sunday', 'Why {strain} is my new evening strain', 'A quiet night with {strain}', 'First jar of {strain}, no regrets',
    '{strain} on a long hike', 'Cooking dinner on {strain}', '{strain} for a stiff back'],
  mixed: ['{strain}: great taste, odd ride', 'Half and half on {strain}', '{strain} was not what I expected'],
  negative: ['{strain} and I did not get along', 'Too much {strain}, too fast', 'A racy afternoon with {strain}'],
};
const OPENINGS = {
  positive: ['Picked up a small amount of {strain} from a friend who grows it in living soil.', 'I had been curious about {strain} for months and finally tried it after work.',
    'Rolled a thin one of {strain} before a walk by the river.', 'Vaporised {strain} at a low temperature, about 185 °C, two short draws.'],
  mixed: ['Tried {strain} on a weeknight, which may have been my first mistake.', 'The jar of {strain} smelled incredible, sweet and a little gassy.'],
  negative: ['I took a bigger hit of {strain} than I should have.', 'Everyone told me {strain} was mellow, so I went in without much thought.'],
};
const MIDDLES = {
  positive: ['Within twenty minutes my shoulders dropped and the music sounded fuller.', 'The flavour was bright on the inhale and earthy on the way out.',
    'My back pain faded into the background without the heavy fog I get from other strains.', 'Conversation came easy and we laughed at nothing for a good while.'],
  mixed: ['The first hour was lovely and calm, then my thoughts started racing a little.', 'It helped my headache but left me restless and hungry at midnight.'],
  negative: ['My heart rate went up and I could not settle for the better part of an hour.', 'Instead of relaxed I felt scattered and a bit anxious in a loud room.'],
};
const ENDINGS = {
  positive: ['Slept through the night and woke up clear. Keeping this one around.', 'Would recommend for a slow evening at home with good food.'],
  mixed: ['I would try it again earlier in the day and in a smaller dose.', 'Worth a try, but start low and see how it sits with you.'],
  negative: ['Lesson learned: start low and go slow, especially with a new strain.', 'Not for me, though a friend loves it, so bodies differ.'],
};
const EFFECTS = {
  positive: ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Sleepy', 'Giggly', 'Tingly', 'Pain Relief', 'Stress Relief', 'Anxiety Relief'],
  mixed: ['Relaxed', 'Hungry', 'Talkative', 'Energetic', 'Focused', 'Headache Relief'],
  negative: ['Energetic', 'Talkative', 'Hungry', 'Focused'],
};
const CUSTOM = ['Couch lock', 'Dry mouth', 'Music sounds better', 'Deep focus', 'Chatty', 'Cottonmouth'];
const RATINGS = { positive: [4, 5], mixed: [3, 3], negative: [1, 2] };

for (const list of Object.values(EFFECTS)) for (const effect of list) if (!COMMON_STORY_EFFECTS.includes(effect)) throw new Error(`not a common effect: ${effect}`);

/** One story about `strain`; about two in three are happy ones. */
export function story(r, strain) {
  const mood = r.chance(0.65) ? 'positive' : r.chance(0.6) ? 'mixed' : 'negative';
  const fill = (text) => text.replaceAll('{strain}', strain.name);
  const paragraphs = [r.pick(OPENINGS[mood]), ...r.sample(MIDDLES[mood], r.int(1, 2)), r.pick(ENDINGS[mood])].map(fill);
  const effects = r.sample(EFFECTS[mood], r.int(1, 4));
  if (r.chance(0.2)) effects.push(r.pick(CUSTOM));
  return {
    title: fill(r.pick(TITLES[mood])).slice(0, 100),
    content: paragraphs.join('\n'),
    strainId: strain.id,
    rating: r.int(...RATINGS[mood]),
    effects,
  };
}

/**
 * Stories and upvotes, through the public API like everything else the seed does. Posting needs
 * the Cannanaut plan, so every third demo member takes it (the demo checkout moves no money).
 * Re-running tops the stories up to `target` and upvotes again, which changes nothing twice.
 */
export async function seedStories({ sessions, r, target, concurrency, log }) {
  const strainsAnswer = await sessions[0].get('/api/strains?limit=200&sortBy=rating', { expect: [200, 404] });
  const strains = strainsAnswer.status === 200 ? strainsAnswer.data.items ?? strainsAnswer.data : [];
  if (strains.length === 0) {
    log('stories: skipped, the strain library answers no strains');
    return { stories: 0, storiesSkipped: 0, upvotes: 0 };
  }
  const writers = sessions.filter((_, i) => i % 3 === 0);
  await mapLimit(writers, concurrency, (session) => session.post('/api/membership/checkout', { plan: 'cannanaut', interval: 'month' }));

  const existing = [];
  let cursor = null;
  do {
    const page = (await sessions[0].get(`/api/strain-stories?filter=recent&limit=100${cursor ? `&cursor=${cursor}` : ''}`)).data;
    existing.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor && existing.length < target);

  const missing = Math.max(0, target - existing.length);
  const created = await mapLimit(Array.from({ length: missing }, (_, i) => i), concurrency, async () => {
    const writer = r.pick(writers);
    return (await writer.post('/api/strain-stories', story(r, r.pick(strains)))).data.id;
  });
  const ids = [...existing, ...created];
  // A power law of attention: most stories get a few votes, a handful many.
  const votes = ids.flatMap((id) => r.sample(sessions, Math.floor(r.next() ** 3 * 25)).map((session) => [session, id]));
  await mapLimit(votes, concurrency, ([session, id]) => session.post(`/api/strain-stories/${id}/upvote`));
  log(`stories: ${created.length} new, ${existing.length} already there, ${votes.length} upvotes sent (repeats change nothing)`);
  return { stories: created.length, storiesSkipped: existing.length, upvotes: votes.length };
}
