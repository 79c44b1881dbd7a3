// Words for the demo community, written for this project. Hashtags come from the topic catalogue
// in libs/contracts (shared data the social service ranks with), so the trending sidebar and the
// seeded posts speak the same tags.
import { TOPIC_CATALOGUE } from '@cannaverse/contracts';

const FIRST = ['Maya', 'Jordan', 'Alex', 'Sam', 'Riley', 'Casey', 'Morgan', 'Avery', 'Quinn', 'Jamie', 'Taylor', 'Devon',
  'Rowan', 'Sage', 'Kai', 'Luna', 'Marisol', 'Theo', 'Nina', 'Omar', 'Priya', 'Diego', 'Hana', 'Felix', 'Ivy', 'Jonah',
  'Leila', 'Mateo', 'Nora', 'Oscar', 'Pia', 'Ravi', 'Sofia', 'Tariq', 'Uma', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zoe'];
const LAST = ['Greenfield', 'Rivers', 'Okafor', 'Nakamura', 'Silva', 'Kowalski', 'Haddad', 'Lindqvist', 'Moreau', 'Patel',
  'Reyes', 'Schmidt', 'Takahashi', 'Walsh', 'Young', 'Abara', 'Bianchi', 'Castillo', 'Dubois', 'Eriksen'];
const HANDLES = ['grows', 'terps', 'kush', 'leaf', 'garden', 'buds', 'soil', 'haze', 'canna', 'green'];
const LOCATIONS = ['Denver, CO', 'Portland, OR', 'Oakland, CA', 'Seattle, WA', 'Ann Arbor, MI', 'Toronto, ON', 'Boston, MA',
  'Las Vegas, NV', 'Burlington, VT', 'Phoenix, AZ', 'Chicago, IL', 'Albuquerque, NM', null, null];
const BIOS = [
  'Home grower since 2019. Living soil, no shortcuts.', 'Terpene nerd. I rate strains by smell first.',
  'Medical patient sharing what helps my sleep and pain.', 'Edibles baker and microdosing advocate.',
  'Outdoor grower in a short season. Autoflowers saved my summer.', 'Lab tech by day, cannabinoid science reader by night.',
  'Glass collector, vinyl spinner, sativa enjoyer.', 'Here for the grow diaries and the good vibes.',
  'Pheno hunting one seed pack at a time.', 'Advocate for social equity and expungement.', 'Hydro tinkerer. Ask me about pH.',
  'Chef experimenting with infused oils.', 'Low and slow: mindful use, small doses.', null,
];
export const STRAINS = ['Blue Dream', 'OG Kush', 'Sour Diesel', 'Girl Scout Cookies', 'Granddaddy Purple', 'Northern Lights',
  'Jack Herer', 'Gelato', 'Wedding Cake', 'Pineapple Express', 'Durban Poison', 'Harlequin', 'ACDC', 'Green Crack',
  'White Widow', 'Bubba Kush', 'Lemon Haze', 'Zkittlez', 'Super Lemon Haze', 'Mimosa', 'Runtz', 'Gorilla Glue',
  'Cherry Pie', 'Strawberry Cough', 'Maui Wowie', 'Trainwreck', 'Purple Punch', 'Tangie', 'Do-Si-Dos', 'Ice Cream Cake'];
const OPENERS = ['Week {n} update:', 'Quick one today.', 'Finally tried it.', 'Harvest day!', 'Question for the growers:',
  'Shoutout to this community.', 'Sunday session notes.', 'Morning garden check.', 'Lab results are in.', 'Late night thoughts.'];
const BODIES = [
  'The canopy is filling in nicely after the last round of low-stress training, and the smell is getting loud.',
  'Switched to a lighter feeding schedule and the yellowing on the lower fan leaves stopped within a week.',
  'The terpene profile on this one is all citrus up front and pine on the exhale. Very clear-headed.',
  'Trying a 1:1 CBD tincture before bed this month. Sleep has been steadier, keeping notes as I go.',
  'Made a small batch of infused olive oil. Low dose, decarbed at 240°F for 40 minutes, turned out great.',
  'Outdoor girls survived the heat wave. Shade cloth and morning watering made the difference.',
  'Reading about the entourage effect again: the same THC number can feel completely different.',
  'Cured for three weeks in jars, burping daily at first. The patience pays off every single time.',
  'First time topping and I was nervous, but two weeks later there are eight even colas.',
  'Paired this strain with a slow jazz record and a long walk. Exactly the mellow evening I wanted.',
  'Anyone else track humidity in late flower? Keeping it under 50% to stay ahead of bud rot.',
  'Visited a local craft farm this weekend. Sun-grown, living soil, and the people were so kind.',
];
const REVIEWS = ['Smooth smoke, calm body, focused head. Would buy again.', 'Great flavour, a bit racy for me past the second pull.',
  'Perfect for evenings: heavy eyes in about an hour.', 'Bright and uplifting, my go-to for creative work.',
  'Helped with my back pain without fogging me up.', 'Earthy, sweet finish. The cure on this batch was excellent.',
  'Solid but not special; the nose promised more than it delivered.', 'Giggly and social, a great pick for friends over.'];
const COMMENTS = ['Looking healthy! 🌱', 'What light are you running?', 'Those trichomes though 😍', 'Saving this for later.',
  'Great tip, thanks for sharing.', 'How long did you cure it?', 'This is my favourite strain too!', 'Congrats on the harvest!',
  'Did you notice any difference with the new nutrients?', 'Beautiful colours.', 'Same experience here, it really helps me sleep.',
  'Following for the next update.', 'Love the detail in these notes.', 'Which seed bank?', 'That setup is so clean.'];

export const password = (index) => `demo-garden-${index}-password`;

/** The demo member number `index`: the same person on every run. */
export function member(index, r) {
  const first = FIRST[index % FIRST.length];
  const last = LAST[(index * 7) % LAST.length];
  return {
    username: `${first.toLowerCase()}_${HANDLES[index % HANDLES.length]}${index}`,
    email: `demo-member-${index}@cannaverse.example`,
    password: password(index),
    profile: {
      displayName: `${first} ${last}`,
      bio: BIOS[index % BIOS.length],
      location: LOCATIONS[index % LOCATIONS.length],
      pronouns: r.pick(['she/her', 'he/him', 'they/them', null, null]),
      website: r.chance(0.3) ? `${first.toLowerCase()}${last.toLowerCase()}.example.com` : null,
    },
  };
}

const hashtags = (r) => r.sample(TOPIC_CATALOGUE, r.int(1, 3)).map((topic) => `#${topic.name}`);

/** One post body; about a third name a strain, and most of those carry a rating and review. */
export function post(r, imageUrl) {
  const content = [r.pick(OPENERS).replace('{n}', String(r.int(1, 14))), r.pick(BODIES), hashtags(r).join(' ')].join(' ');
  const body = { content };
  if (imageUrl) body.mediaUrl = imageUrl;
  if (r.chance(0.35)) {
    body.strainName = r.pick(STRAINS);
    if (r.chance(0.8)) {
      body.strainRating = r.int(2, 5);
      body.strainReview = r.pick(REVIEWS);
    }
  }
  return body;
}

export const comment = (r) => ({ content: r.pick(COMMENTS) });
