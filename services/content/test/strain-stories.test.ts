import {
  ContentEvents, ContentPatterns as P, StrainStoryMessages as M,
  type Actor, type Page, type StoryUpvoteResult, type StrainMembersReportDto, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import { connoisseur, insertStrain, premium, rpcFailure, startContentService, type ContentHarness } from './stories-guides-harness.js';

let content: ContentHarness;
let author: Actor;
let reader: Actor;
let admin: Actor;
let strain: { id: number; name: string; type: 'Indica' | 'Sativa' | 'Hybrid' };
let otherStrain: { id: number; name: string; type: 'Indica' | 'Sativa' | 'Hybrid' };

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Calm evening with Blue Dream',
  content: 'Two small puffs after dinner and the whole evening felt easy and slow.',
  strainId: strain.id,
  rating: 4,
  effects: ['Relaxed', 'Happy', 'Stress Relief'],
  ...overrides,
});
const create = (data: unknown, actor: Actor | null = author) => content.call<StrainStoryCreated>(P.createStrainStory, data, actor);
const get = (id: unknown, actor: Actor | null = reader) => content.call<StrainStoryDto>(P.getStrainStory, { id }, actor);
const update = (id: unknown, changes: unknown, actor: Actor | null = author) => content.call<StrainStoryDto>(P.updateStrainStory, { id, changes }, actor);
const remove = (id: unknown, actor: Actor | null = author) => content.call<{ ok: true }>(P.deleteStrainStory, { id }, actor);
const upvote = (id: unknown, actor: Actor | null = reader) => content.call<StoryUpvoteResult>(P.upvoteStrainStory, { id }, actor);
const list = (query: Record<string, unknown>, actor: Actor | null = reader) => content.call<Page<StrainStoryDto>>(P.listStrainStories, query, actor);
const storyCount = async () => (await content.db.query<{ n: number }>('SELECT count(*)::int AS n FROM strain_stories')).rows[0].n;

beforeAll(async () => {
  content = await startContentService();
  author = premium(await content.member({ displayName: 'Green Thumb' }));
  reader = await content.member();
  admin = await content.member({ isAdmin: true });
  strain = await insertStrain(content.db, 'Story Test Dream', 'Hybrid');
  otherStrain = await insertStrain(content.db, 'Story Test Lights', 'Indica');
}, 60_000);
afterAll(async () => content?.close());

describe('POST /api/strain-stories', () => {
  it('creates a story, answers its id, and reads it back with author, strain and derived fields', async () => {
    const { id, story } = await create({ ...valid(), title: '  Calm evening with Blue Dream  ', effects: [' relaxed', 'Happy', 'Stress Relief', 'Cramp relief'] });
    expect(typeof id).toBe('number');
    expect(story).toEqual({
      id, userId: author.id, title: 'Calm evening with Blue Dream', content: valid().content, strainId: strain.id, rating: 4,
      effects: ['Relaxed', 'Happy', 'Stress Relief', 'Cramp relief'], effectsFelt: ['Relaxed', 'Happy'], helpedWith: ['Stress Relief', 'Cramp relief'],
      experience: 'positive', consumptionMethod: null, mediaUrl: null, mediaType: null, upvotes: 0, upvotedByMe: false,
      createdAt: expect.any(String), updatedAt: expect.any(String),
      author: { id: author.id, username: expect.any(String), displayName: 'Green Thumb', avatar: null },
      strain: { id: strain.id, name: 'Story Test Dream', type: 'Hybrid' },
    });
    expect(await get(id)).toEqual(story);
  });

  it('defaults the rating to 5 and derives the experience from the rating', async () => {
    const { rating, experience } = (await create(valid({ rating: undefined }))).story;
    expect({ rating, experience }).toEqual({ rating: 5, experience: 'positive' });
    expect((await create(valid({ rating: 3 }))).story.experience).toBe('mixed');
    expect((await create(valid({ rating: 1 }))).story.experience).toBe('negative');
  });

  it('lets premium and connoisseur members and admins post; a free member gets 403 with premiumContent', async () => {
    expect((await create(valid(), connoisseur(reader))).story.userId).toBe(reader.id);
    expect((await create(valid(), admin)).story.userId).toBe(admin.id);
    const before = await storyCount();
    expect(await rpcFailure(create(valid(), reader))).toEqual({ status: 403, message: M.postingRequiresMembership, extra: { premiumContent: true } });
    expect(await storyCount()).toBe(before);
  });

  it('answers 401 signed out', async () => {
    expect(await rpcFailure(create(valid(), null))).toEqual({ status: 401, message: 'Not authenticated' });
  });

  it.each([
    [{ title: 'ab' }, M.titleMin],
    [{ title: '   ab   ' }, M.titleMin],
    [{ title: '' }, M.titleMin],
    [{ title: undefined }, M.titleMin],
    [{ title: 'x'.repeat(101) }, M.titleMax],
    [{ content: 'too short' }, M.contentMin],
    [{ content: `${' '.repeat(20)}${'x'.repeat(29)}${' '.repeat(20)}` }, M.contentMin],
    [{ content: 'x'.repeat(5001) }, M.contentMax],
    // Issue 20: deceptive characters in a title or an effect; a body of invisible characters only is empty.
    [{ title: 'My \u202Egrow diary' }, 'Title contains characters that are not allowed'],
    [{ title: 'My\u200B grow' }, 'Title contains characters that are not allowed'],
    [{ title: 'My grow\u0085' }, 'Title contains characters that are not allowed'],
    [{ title: 'My grow\uFDD0' }, 'Title contains characters that are not allowed'],
    [{ effects: ['Relaxed', 'Hap\u200Dpy'] }, 'Effects contain characters that are not allowed'],
    [{ effects: ['Relaxed', 'Happy\u2066'] }, 'Effects contain characters that are not allowed'],
    [{ content: '\u200B\u200C\u200D\u202E\uFE0F\u2060\u3164'.repeat(10) }, M.contentMin],
    [{ effects: [] }, M.effectsMin],
    [{ effects: undefined }, M.effectsMin],
    [{ effects: Array.from({ length: 11 }, (_, i) => `Effect ${i}`) }, M.effectsMax],
    [{ effects: ['Relaxed', 'x'.repeat(31)] }, M.customEffectMax],
    [{ effects: ['Relaxed', '   '] }, M.customEffectEmpty],
    [{ effects: ['Relaxed', 'relaxed '] }, M.effectDuplicate],
    [{ effects: ['Relaxed', 7] }, M.effectText],
    [{ effects: 'Relaxed' }, M.effectsList],
    [{ rating: 0 }, M.ratingRange],
    [{ rating: 6 }, M.ratingRange],
    [{ rating: 4.5 }, M.ratingRange],
    [{ rating: '5' }, 'rating must be a number'],
    [{ strainId: undefined }, M.strainRequired],
    [{ strainId: '1' }, 'strainId must be a number'],
    [{ strainId: 0 }, M.strainRequired],
    [{ strainId: 999_999 }, M.strainNotFound],
    [{ strainId: 2 ** 31 }, M.strainNotFound],
    [{ upvotes: 100 }, 'Unknown field: upvotes'],
    [{ userId: '00000000-0000-4000-8000-000000000000' }, 'Unknown field: userId'],
  ])('refuses invalid input #%# with 400 and its message, storing nothing', async (overrides, message) => {
    const before = await storyCount();
    expect(await rpcFailure(create(valid(overrides)))).toEqual({ status: 400, message });
    expect(await storyCount()).toBe(before);
  });

  it('accepts the limits exactly: 3 and 100 character titles, 30 and 5000 character content, 1 and 10 effects, 30 character custom effects', async () => {
    for (const overrides of [
      { title: 'abc', content: 'x'.repeat(30), effects: ['Relaxed'] },
      { title: 'x'.repeat(100), content: 'y'.repeat(5000), effects: ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'z'.repeat(30)] },
      { title: '🌿 Good', content: `${'🌿'.repeat(15)}` },
    ]) {
      const { story } = await create(valid(overrides));
      expect(story.title).toBe(overrides.title);
      expect(story.effects).toHaveLength(overrides.effects?.length ?? 3);
    }
  });
});

describe('GET /api/strain-stories/{id}', () => {
  it('404s unknown, non-numeric and out-of-range ids; 401 signed out', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999', "1 OR 1=1", null]) {
      expect(await rpcFailure(get(id))).toEqual({ status: id === null ? 400 : 404, message: id === null ? 'id is required' : M.storyNotFound });
    }
    expect(await rpcFailure(get('1', null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('PUT /api/strain-stories/{id}', () => {
  it('lets the author change every field, re-deriving experience and the effects split', async () => {
    const { id } = await create(valid());
    const changed = await update(String(id), { title: 'Not for me after all', content: 'Too racy for a quiet night in, I felt jittery for an hour.', strainId: otherStrain.id, rating: 2, effects: ['Energetic', 'Headache Relief'] });
    expect(changed).toMatchObject({
      id, title: 'Not for me after all', strainId: otherStrain.id, rating: 2, experience: 'negative',
      effects: ['Energetic', 'Headache Relief'], effectsFelt: ['Energetic'], helpedWith: ['Headache Relief'],
      strain: { id: otherStrain.id, name: 'Story Test Lights', type: 'Indica' },
    });
    expect(new Date(changed.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(changed.createdAt).getTime());
  });

  it('lets an admin edit, answers 403 to another member and 404 to an unknown story', async () => {
    const { id } = await create(valid());
    expect((await update(id, valid({ title: 'Edited by the moderators' }), admin)).title).toBe('Edited by the moderators');
    expect(await rpcFailure(update(id, valid({ title: 'Hijacked story' }), premium(reader)))).toEqual({ status: 403, message: M.notYourStory });
    expect((await get(id)).title).toBe('Edited by the moderators');
    expect(await rpcFailure(update(999_999, valid()))).toEqual({ status: 404, message: M.storyNotFound });
    expect(await rpcFailure(update(id, valid(), null))).toEqual({ status: 401, message: 'Not authenticated' });
  });

  it('validates the body like create (400 with the spec messages), changing nothing', async () => {
    const { id, story } = await create(valid());
    expect(await rpcFailure(update(id, valid({ title: 'ab' })))).toEqual({ status: 400, message: M.titleMin });
    expect(await rpcFailure(update(id, valid({ effects: [] })))).toEqual({ status: 400, message: M.effectsMin });
    expect(await rpcFailure(update(id, valid({ strainId: 999_999 })))).toEqual({ status: 400, message: M.strainNotFound });
    expect(await rpcFailure(update(id, 'not an object'))).toEqual({ status: 400, message: 'Request body must be a JSON object' });
    expect(await get(id)).toEqual({ ...story, upvotedByMe: false });
  });
});

describe('DELETE /api/strain-stories/{id}', () => {
  it('lets the author delete (upvotes go with it); another member gets 403; then 404', async () => {
    const { id } = await create(valid());
    await upvote(id);
    expect(await rpcFailure(remove(id, premium(reader)))).toEqual({ status: 403, message: M.notYourStory });
    expect(await remove(id)).toEqual({ ok: true });
    expect(await rpcFailure(get(id))).toEqual({ status: 404, message: M.storyNotFound });
    expect((await content.db.query('SELECT 1 FROM strain_story_upvotes WHERE story_id = $1', [id])).rowCount).toBe(0);
    expect(await rpcFailure(remove(id))).toEqual({ status: 404, message: M.storyNotFound });
  });

  it('lets an admin delete any story; 401 signed out', async () => {
    const { id } = await create(valid());
    expect(await rpcFailure(remove(id, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await remove(id, admin)).toEqual({ ok: true });
  });
});

describe('POST /api/strain-stories/{id}/upvote', () => {
  it('counts one upvote per member; a second upvote is a no-op answering the same count', async () => {
    const { id } = await create(valid());
    expect(await upvote(id, reader)).toEqual({ id, upvotes: 1, upvotedByMe: true });
    expect(await upvote(String(id), reader)).toEqual({ id, upvotes: 1, upvotedByMe: true });
    expect(await upvote(id, admin)).toEqual({ id, upvotes: 2, upvotedByMe: true });
    expect(await upvote(id, author)).toEqual({ id, upvotes: 3, upvotedByMe: true });
    expect((await get(id, reader))).toMatchObject({ upvotes: 3, upvotedByMe: true });
    expect((await content.db.query('SELECT count(*)::int AS n FROM strain_story_upvotes WHERE story_id = $1', [id])).rows[0].n).toBe(3);
  });

  it('publishes content.story.upvoted for each new upvote only, and content.story.deleted (issue 26: notifications)', async () => {
    const { id } = await create(valid());
    await upvote(id, reader);
    await upvote(id, reader);
    const events = async (name: string) =>
      (await content.db.query(`SELECT payload FROM outbox WHERE name = $1 AND (payload->>'storyId')::int = $2`, [name, id])).rows.map((r) => r.payload);
    expect(await events(ContentEvents.storyUpvoted)).toEqual([{ storyId: id, storyAuthorId: author.id, title: valid().title, userId: reader.id, at: expect.any(String) }]);
    await remove(id);
    expect(await events(ContentEvents.storyDeleted)).toEqual([{ storyId: id, userId: author.id }]);
  });

  it('keeps the counter exact under concurrent upvotes from many members', async () => {
    const { id } = await create(valid());
    const members: Actor[] = [];
    for (let i = 0; i < 8; i++) members.push(await content.member());
    await Promise.all(members.flatMap((member) => [upvote(id, member), upvote(id, member)]));
    expect((await get(id)).upvotes).toBe(8);
  });

  it('404s unknown stories, 401 signed out', async () => {
    expect(await rpcFailure(upvote(999_999))).toEqual({ status: 404, message: M.storyNotFound });
    expect(await rpcFailure(upvote('x'))).toEqual({ status: 404, message: M.storyNotFound });
    expect(await rpcFailure(upvote(1, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('GET /api/strain-stories?filter=recent|popular', () => {
  let ids: number[];
  beforeAll(async () => {
    await content.db.query('TRUNCATE strain_stories CASCADE');
    ids = [];
    for (let i = 0; i < 7; i++) ids.push((await create(valid({ title: `Story number ${i}` }))).id);
    const voters = [await content.member(), await content.member(), await content.member()];
    // upvotes: story 2 → 3, story 5 → 2, story 0 → 1; the rest 0.
    for (const voter of voters) await upvote(ids[2], voter);
    for (const voter of voters.slice(0, 2)) await upvote(ids[5], voter);
    await upvote(ids[0], voters[0]);
  });

  const walk = async (filter: string | undefined, limit: number) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<StrainStoryDto> = await list({ ...(filter ? { filter } : {}), limit: String(limit), cursor });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((story) => story.id));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it('recent (the default): newest first, keyset pages without repeats or gaps', async () => {
    const newestFirst = [...ids].reverse();
    expect(await walk(undefined, 3)).toEqual(newestFirst);
    expect(await walk('recent', 2)).toEqual(newestFirst);
    expect((await list({ filter: 'recent' })).items[0]).toMatchObject({ id: ids[6], author: { id: author.id }, strain: { name: 'Story Test Dream' } });
  });

  it('popular: most upvotes first, then newest, keyset pages without repeats or gaps', async () => {
    const expected = [ids[2], ids[5], ids[0], ids[6], ids[4], ids[3], ids[1]];
    expect(await walk('popular', 3)).toEqual(expected);
    expect(await walk('popular', 1)).toEqual(expected);
    expect(await walk('popular', 100)).toEqual(expected);
  });

  it('shows the reader their own upvotes', async () => {
    const voter = await content.member();
    await upvote(ids[3], voter);
    const items = (await list({ filter: 'recent' }, voter)).items;
    expect(items.filter((story) => story.upvotedByMe).map((story) => story.id)).toEqual([ids[3]]);
  });

  it.each([
    [{ filter: 'top' }, M.invalidFilter],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100'],
    [{ filter: 'popular', cursor: 'nope' }, 'Invalid cursor'],
    [{ filter: 'popular', cursor: Buffer.from(JSON.stringify({ t: '2026-01-01 00:00:00+00', i: 1 })).toString('base64url') }, 'Invalid cursor'],
    [{ filter: 'popular', cursor: Buffer.from(JSON.stringify({ u: -1, t: '2026-01-01 00:00:00+00', i: 1 })).toString('base64url') }, 'Invalid cursor'],
    [{ filter: 'recent', cursor: Buffer.from(JSON.stringify({ t: '2026-02-30 00:00:00+00', i: 1 })).toString('base64url') }, 'Invalid cursor'],
    [{ sort: 'new' }, 'Unknown field: sort'],
  ])('answers 400 for a bad query #%#', async (query, message) => {
    expect(await rpcFailure(list(query))).toEqual({ status: 400, message });
  });

  it('needs a session', async () => {
    expect(await rpcFailure(list({}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('the stories side of the strain page\'s "What members report"', () => {
  const report = (id: number) => content.call<StrainMembersReportDto>(P.strainMembersReport, { id }, reader);
  const reviewCount = async (id: number) => (await content.db.query<{ n: number }>('SELECT review_count AS n FROM strains WHERE id = $1', [id])).rows[0].n;

  it('counts each member once with their latest story, averages their ratings, ranks effects, and keeps review_count current', async () => {
    const reported = await insertStrain(content.db, 'Story Test Report', 'Indica');
    expect((await report(reported.id)).storyRatings).toEqual({ count: 0, averageRating: null });
    const writers = [author, premium(await content.member()), premium(await content.member()), premium(await content.member())];
    const stories = [];
    for (const [index, [rating, effects]] of ([
      [5, ['Relaxed', 'Sleepy', 'Pain Relief']],
      [4, ['relaxed', 'Sleepy']],
      [2, ['Relaxed', 'Hungry', 'Couch lock']],
      [4, ['Couch Lock', 'Happy', 'Giggly', 'Tingly', 'Focused', 'Aroused']],
    ] as const).entries()) stories.push((await create(valid({ strainId: reported.id, rating, effects: [...effects] }), writers[index])).id);
    await create(valid({ strainId: strain.id, rating: 1, effects: ['Relaxed'] }));

    const answer = await report(reported.id);
    expect(answer.storyRatings).toEqual({ count: 4, averageRating: 3.8 });
    expect(answer.topEffects.slice(0, 3)).toEqual([
      { effect: 'Relaxed', count: 3 },
      { effect: 'Couch Lock', count: 2 },
      { effect: 'Sleepy', count: 2 },
    ]);
    expect(await reviewCount(reported.id)).toBe(4);

    // A member's second story of the strain replaces their rating; it does not count them twice.
    await create(valid({ strainId: reported.id, rating: 1 }), writers[0]);
    expect((await report(reported.id)).storyRatings).toEqual({ count: 4, averageRating: 2.8 });
    expect(await reviewCount(reported.id)).toBe(4);

    // Moving a story to another strain and deleting one update both strains in the same transaction.
    const membersBefore = (await report(otherStrain.id)).storyRatings.count;
    await update(stories[1], valid({ strainId: otherStrain.id }), writers[1]);
    expect(await reviewCount(reported.id)).toBe(3);
    expect((await report(otherStrain.id)).storyRatings.count).toBe(membersBefore + 1);
    expect(await reviewCount(otherStrain.id)).toBe(membersBefore + 1);
    await remove(stories[2], writers[2]);
    expect(await reviewCount(reported.id)).toBe(2);
  });

  it('reads the strain index (5,000 stories, rolled back)', async () => {
    const db = content.db;
    await db.query('BEGIN');
    try {
      await db.query(`
        INSERT INTO strain_stories (user_id, strain_id, title, content, rating, experience, effects_felt)
        SELECT $1, CASE WHEN n % 500 = 0 THEN $2::int ELSE $3::int END, 'Bulk story', repeat('x', 40), n % 5 + 1, 'positive', ARRAY['Relaxed']
          FROM generate_series(1, 5000) AS n`, [author.id, otherStrain.id, strain.id]);
      await db.query('ANALYZE strain_stories');
      const plans = async (sql: string) => (await db.query(`EXPLAIN ${sql}`)).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      expect(await plans(`SELECT count(*), avg(rating) FROM strain_stories WHERE strain_id = ${otherStrain.id} AND published`)).toContain('strain_stories_strain_idx');
      expect(await plans('SELECT id FROM strain_stories s WHERE s.published ORDER BY s.created_at DESC, s.id DESC LIMIT 21')).toContain('strain_stories_recent_idx');
      expect(await plans(`SELECT id FROM strain_stories s WHERE s.published AND (s.upvotes, s.created_at, s.id) < (0, now(), 100)
        ORDER BY s.upvotes DESC, s.created_at DESC, s.id DESC LIMIT 21`)).toContain('strain_stories_popular_idx');
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
