// `npm run seed:demo`: fills a running stack with a believable community through the gateway's
// public HTTP API (the same path a browser takes, so every rule and event applies): members with
// profiles and avatars, thousands of posts with pictures, strains and reviews, hashtags from the
// trending catalogue, comments, likes and follows, emoji reactions to the strains those posts rate
// (the posts' strain ratings fill each strain's members report), strain stories and their upvotes,
// direct-message conversations and a few reports of unwanted messages (reviewed too when
// ADMIN_PASSWORD is set).
//
// Re-running is safe: members are the same people (log in instead of registering), each only gets
// posts up to their share of the target, and likes/follows set a state rather than toggle.
//
//   BASE_URL=http://127.0.0.1:3000 SEED_MEMBERS=60 SEED_POSTS=2100 SEED_STORIES=60 SEED_CONCURRENCY=12 npm run seed:demo
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRAIN_REACTION_EMOJI } from '@cannaverse/contracts';
import { comment, member, post, STRAINS } from './seed/content.mjs';
import { conversation, reportReason, unwantedMessage } from './seed/conversations.mjs';
import { Session } from './seed/http.mjs';
import { makeAvatar, makePhonePhotos, makePlantImages } from './seed/images.mjs';
import { mapLimit, seededRandom } from './seed/random.mjs';
import { seedStories } from './seed/stories.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 60);
const POSTS = Number(process.env.SEED_POSTS ?? 2100);
const STORIES = Number(process.env.SEED_STORIES ?? 60);
const CONCURRENCY = Number(process.env.SEED_CONCURRENCY ?? 12);
const IMAGES = 24;
/** Real-size phone photos (3000×4000) posted last, so the feed's first screen carries them (issue 14's phone budget). */
const PHONE_PHOTOS = Number(process.env.SEED_PHONE_PHOTOS ?? 4);
const STATE_FILE = path.join(ROOT, '.data/seed-demo.json');

const started = Date.now();
const made = {
  members: 0, membersReused: 0, images: 0, phonePhotos: 0, videos: 0, posts: 0, postsSkipped: 0, likes: 0, comments: 0, follows: 0,
  messages: 0, conversationsSkipped: 0, reports: 0, reportsReviewed: 0, reactions: 0,
  stories: 0, storiesSkipped: 0, upvotes: 0,
};
const r = seededRandom(2026);
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

async function checkStack() {
  try {
    const response = await fetch(`${BASE_URL}/api/health`);
    if (response.ok) return;
    throw new Error(`health answered ${response.status}`);
  } catch (error) {
    console.error(`No healthy stack at ${BASE_URL} (${error.message}). Start it with \`npm start\`, or set BASE_URL.`);
    process.exit(1);
  }
}

/** Registers the member, or logs in when an earlier run already did; a new member gets a profile and avatar. */
async function signIn(index) {
  const person = member(index, seededRandom(index + 1));
  const session = new Session(BASE_URL);
  const registered = await session.post('/api/register', { username: person.username, email: person.email, password: person.password }, { expect: [201, 409] });
  if (registered.status === 201) {
    session.user = registered.data;
    made.members++;
  } else {
    session.user = (await session.post('/api/login', { username: person.username, password: person.password })).data;
    made.membersReused++;
  }
  if (!session.user.displayName) {
    const profile = Object.fromEntries(Object.entries(person.profile).filter(([, value]) => value !== null));
    await session.patch(`/api/users/${session.user.id}`, profile);
    await session.upload('PUT', `/api/users/${session.user.id}/avatar`, 'avatar', { name: 'avatar.jpg', type: 'image/jpeg', buffer: await makeAvatar(index + 1) });
  }
  return session;
}

/**
 * The pictures and clips posts carry. Each post uploads its own copy as its author: an uploaded
 * file belongs to its uploader and to one post (issue 20), so a file is never shared.
 */
async function mediaFiles() {
  return { images: await makePlantImages(IMAGES), videos: makeVideos() };
}

/**
 * A member's uploads, one after another: the gateway lets a member have 2 in flight (a 429 past
 * that), and with SEED_CONCURRENCY posts in flight one member can draw three at once.
 */
const uploadsOf = new WeakMap();

/** Uploads `file` as the session's member for one post; its URL. */
async function uploadFor(session, file) {
  const upload = (uploadsOf.get(session) ?? Promise.resolve()).catch(() => undefined)
    .then(() => session.upload('POST', '/api/upload', 'file', file));
  uploadsOf.set(session, upload);
  const { data } = await upload;
  if (file.type.startsWith('video/')) made.videos++;
  else made.images++;
  return data.url;
}

/** Two short leafy-green clips for a few video posts, when ffmpeg is installed. */
function makeVideos() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-seed-'));
  try {
    return [['0x1b5e20', '0x8bc34a'], ['0x004d40', '0xcddc39']].map(([from, to], i) => {
      const file = path.join(dir, `clip-${i}.mp4`);
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `gradients=s=640x360:c0=${from}:c1=${to}:speed=0.05:duration=3:rate=15`,
        '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-movflags', '+faststart', file]);
      return { name: `clip-${i}.mp4`, type: 'video/mp4', buffer: readFileSync(file) };
    });
  } catch {
    return [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each member's share of the posts: a few prolific growers, many occasional posters. */
function postTargets(count) {
  const weights = Array.from({ length: count }, () => 0.15 + r.next() ** 2);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const targets = weights.map((w) => Math.floor((w / total) * POSTS));
  for (let i = 0; targets.reduce((a, b) => a + b, 0) < POSTS; i++) targets[i % count]++;
  return targets;
}

await checkStack();
log(`seeding ${BASE_URL}: ${MEMBERS} members, ${POSTS} posts, ${CONCURRENCY} requests in flight`);

const sessions = await mapLimit(Array.from({ length: MEMBERS }, (_, i) => i), CONCURRENCY, signIn);
log(`members: ${made.members} new, ${made.membersReused} signed in again`);

const media = await mediaFiles();
log(`media: ${media.images.length} pictures, ${media.videos.length} videos to upload with the posts`);

const targets = postTargets(MEMBERS);
const existing = await mapLimit(sessions, CONCURRENCY, async (session) => (await session.get(`/api/users/${session.user.id}`)).data.postsCount ?? 0);
const tasks = [];
sessions.forEach((session, i) => {
  const missing = Math.max(0, targets[i] - existing[i]);
  made.postsSkipped += Math.min(targets[i], existing[i]);
  for (let n = 0; n < missing; n++) tasks.push(session);
});
// Interleaved, so the feed reads like many people posting rather than one member at a time.
const order = r.sample(tasks, tasks.length);
const created = await mapLimit(order, CONCURRENCY, async (session) => {
  const roll = r.next();
  const file = roll < 0.01 && media.videos.length ? r.pick(media.videos) : roll < 0.85 ? r.pick(media.images) : null;
  const body = post(r, null); // drawn before any await, so the same seed gives the same posts
  if (file) body.mediaUrl = await uploadFor(session, file);
  const { data } = await session.post('/api/posts', body);
  made.posts++;
  if (made.posts % 250 === 0) log(`posts: ${made.posts}/${order.length}`);
  return data.id;
});
log(`posts: ${made.posts} new (${made.images} pictures and ${made.videos} videos uploaded with them), ${made.postsSkipped} already there`);

/**
 * A few members post a full-size phone photo each, once per stack: the newest posts, so the first
 * screen of the feed shows what a phone really downloads (the renditions, not these originals).
 */
async function postPhonePhotos() {
  const saved = existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : {};
  if (PHONE_PHOTOS <= 0 || saved[BASE_URL]?.phonePhotos) return [];
  const photos = await makePhonePhotos(PHONE_PHOTOS);
  const ids = [];
  for (const [i, photo] of photos.entries()) {
    const session = sessions[(i * 7) % sessions.length];
    const { data: upload } = await session.upload('POST', '/api/upload', 'file', photo);
    ids.push((await session.post('/api/posts', post(r, upload.url))).data.id);
    made.phonePhotos++;
  }
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ ...saved, [BASE_URL]: { ...saved[BASE_URL], phonePhotos: ids.length } }, null, 2));
  return ids;
}
created.push(...await postPhonePhotos());
log(`phone photos: ${made.phonePhotos} posted`);

const follows = sessions.flatMap((session, i) =>
  r.sample(sessions.filter((_, j) => j !== i), r.int(5, 20)).map((target) => [session, target.user.id]));
await mapLimit(follows, CONCURRENCY, async ([session, userId]) => {
  await session.post(`/api/users/${userId}/follow`, undefined, { expect: [200, 201, 409] });
  made.follows++;
});
log(`follows: ${made.follows}`);

const engagement = created.flatMap((postId) => [
  ...r.sample(sessions, r.int(0, 12)).map((session) => ({ kind: 'like', session, postId })),
  ...Array.from({ length: r.chance(0.6) ? r.int(1, 4) : 0 }, () => ({ kind: 'comment', session: r.pick(sessions), postId })),
]);
await mapLimit(r.sample(engagement, engagement.length), CONCURRENCY, async ({ kind, session, postId }) => {
  if (kind === 'like') {
    await session.post(`/api/posts/${postId}/like`, { liked: true });
    made.likes++;
  } else {
    await session.post(`/api/posts/${postId}/comments`, comment(r));
    made.comments++;
  }
});

log(`likes: ${made.likes}, comments: ${made.comments}`);

// `npm run bench` seeds only the feed it measures, so a BENCH_BEFORE_REF build older than strains,
// stories and messages is seeded the same way as this one.
if (process.env.SEED_FEED_ONLY === '1') {
  log('SEED_FEED_ONLY=1: the feed is seeded; strains, stories and messages are left out');
  process.exit(0);
}

/** The catalogue's id of each seeded strain name that it holds (our own fallback catalogue holds fewer). */
async function strainIds(session) {
  const ids = await mapLimit(STRAINS, 4, async (name) => {
    const { data } = await session.get(`/api/strains?search=${encodeURIComponent(name)}&limit=5`);
    return data.items.find((strain) => strain.name.toLowerCase() === name.toLowerCase())?.id ?? null;
  });
  return ids.filter((id) => id !== null);
}

// Reactions set a state (adding one already there changes nothing), so a re-run adds none twice.
const strains = await strainIds(sessions[0]);
const reactions = sessions.flatMap((session) => r.sample(strains, Math.min(strains.length, r.int(2, 6)))
  .flatMap((strainId) => r.sample(STRAIN_REACTION_EMOJI, r.int(1, 2)).map(({ emoji }) => ({ session, strainId, emoji }))));
await mapLimit(reactions, CONCURRENCY, async ({ session, strainId, emoji }) => {
  await session.post(`/api/strains/${strainId}/reactions`, { emojiType: emoji });
  made.reactions++;
});
log(`reactions: ${made.reactions} on ${strains.length} strains`);

Object.assign(made, await seedStories({ sessions, r, target: STORIES, concurrency: CONCURRENCY, log }));

/** Sends the lines alternately, unless the pair already talked (a re-run); answers the sent messages. */
async function talk(first, second, lines) {
  const existing = await first.get(`/api/messages/${second.user.id}?limit=1`);
  if (existing.data.items.length > 0) {
    made.conversationsSkipped++;
    return [];
  }
  const sent = [];
  for (const [index, content] of lines.entries()) {
    const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
    sent.push((await from.post(`/api/messages/${to.user.id}`, { content })).data);
    made.messages++;
  }
  return sent;
}

// Friendly conversations: every member talks with one to three others. Lines are drawn up front,
// so the same seed gives the same talk whatever order the requests finish in.
const pairKeys = new Set();
const talks = [];
sessions.forEach((session, i) => {
  for (const j of r.sample(sessions.map((_, k) => k).filter((k) => k !== i), r.int(1, 3))) {
    const key = [i, j].sort((x, y) => x - y).join('-');
    if (pairKeys.has(key)) continue;
    pairKeys.add(key);
    talks.push([session, sessions[j], conversation(r)]);
  }
});
await mapLimit(talks, CONCURRENCY, ([first, second, lines]) => talk(first, second, lines));
log(`messages: ${made.messages} in ${talks.length - made.conversationsSkipped} conversations (${made.conversationsSkipped} already there)`);

// A few unwanted messages, reported by their receivers (moderation copies each message from
// social's event within milliseconds; until then a report answers 404, so it is retried).
const unwanted = Array.from({ length: Math.min(4, Math.floor(sessions.length / 2)) }, (_, n) => [sessions[n * 2], sessions[n * 2 + 1], unwantedMessage(r), reportReason(r)])
  .filter(([from, to]) => !pairKeys.has([sessions.indexOf(from), sessions.indexOf(to)].sort((x, y) => x - y).join('-')));
const reports = [];
for (const [from, to, content, reason] of unwanted) {
  const [message] = await talk(from, to, [content]);
  if (!message) continue;
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await to.post(`/api/messages/${message.id}/report`, { reason }, { expect: [201, 404, 409] });
    if (answer.status === 404) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if (answer.status === 201) reports.push(answer.data);
    made.reports++;
    break;
  }
}
if (process.env.ADMIN_PASSWORD && reports.length >= 2) {
  const admin = new Session(BASE_URL);
  await admin.post('/api/login', { username: 'admin', password: process.env.ADMIN_PASSWORD });
  for (const [report, status] of [[reports[0], 'resolved'], [reports[1], 'dismissed']]) {
    await admin.patch(`/api/admin/messages/report/${report.id}`, { status });
    made.reportsReviewed++;
  }
}
log(`reports: ${made.reports} (${made.reportsReviewed} reviewed${process.env.ADMIN_PASSWORD ? '' : '; set ADMIN_PASSWORD to review some'})`);

const seconds = (Date.now() - started) / 1000;
const requests = MEMBERS * 2 + made.images + made.phonePhotos * 2 + made.videos + made.posts + made.follows + made.likes + made.comments + made.reactions + STRAINS.length
  + made.stories + made.upvotes + made.messages + made.reports;
console.log(`\nSeeded ${BASE_URL} in ${seconds.toFixed(1)} s (~${Math.round(requests / seconds)} requests/s):`);
console.table(made);
console.log(`Sign in as any member, e.g. ${member(0, seededRandom(1)).username} / ${member(0, seededRandom(1)).password}`);
