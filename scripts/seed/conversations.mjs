// Direct-message conversations and a few reports for `npm run seed:demo`. Written by us: friendly
// grow talk, and a handful of unwanted messages (spam, pushiness) that members then report.

const OPENERS = [
  'Hey! Loved your last harvest post. What medium are you running?',
  'Your Blue Dream looked amazing. Indoor or outdoor?',
  'Saw your question about nutrient burn. Did it clear up?',
  'Hi! Are you going to the growers meetup this month?',
  'Quick question: what light schedule do you use in late flower?',
  'That trichome macro shot was unreal. Which lens?',
];
const REPLIES = [
  'Thanks! Coco with a little perlite, hand watered every day.',
  'Indoor, 4x4 tent, one LED. Nothing fancy.',
  'It did. I backed the feed off to half strength and flushed once.',
  'Planning to! Would be good to swap clones.',
  '12/12, then two days of dark before the chop. Not sure it matters, but it calms me down.',
  'Just a clip-on macro lens on my phone, honestly.',
];
const FOLLOW_UPS = [
  'Nice, I might try that next run.',
  'Good to know, thanks for sharing!',
  'Let me know how it goes.',
  'Same here, happy growing!',
];
/** Unwanted messages: what the report feature is for. */
const UNWANTED = [
  'Want cheap seeds? DM me your card number and I will ship today!!!',
  'Click this link to win a free grow tent: totally-not-a-scam.example',
  'Why are you ignoring me? Answer me now.',
  'Follow my page or I will keep messaging you.',
];
const REASONS = ['Spam', 'Scam link', 'Harassment', 'Keeps messaging me after I stopped answering'];

/** A friendly exchange of 2 to 4 messages, alternating from the first member. */
export function conversation(r) {
  const turn = r.int(0, OPENERS.length - 1);
  const lines = [OPENERS[turn], REPLIES[turn]];
  if (r.chance(0.6)) lines.push(r.pick(FOLLOW_UPS));
  if (r.chance(0.3)) lines.push(r.pick(FOLLOW_UPS));
  return lines;
}

export const unwantedMessage = (r) => r.pick(UNWANTED);
export const reportReason = (r) => r.pick(REASONS);
