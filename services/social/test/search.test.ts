import { SocialPatterns as P, type Actor, type HashtagSearchResult, type MemberSearchResult, type Page, type PostDto, type SuggestedMember } from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';
import { MEMBERS_SQL } from '../src/search/search.repository.js';

let social: SocialHarness;
let searcher: Actor;
const tag = `zq${Date.now().toString(36)}`;
const search = <T>(pattern: string, data: Record<string, unknown>, actor: Actor = searcher) => social.call<Page<T>>(pattern, { limit: 20, ...data }, actor);
const post = (author: Actor, content: string, extra: Record<string, unknown> = {}) => social.call<PostDto>(P.createPost, { content, ...extra }, author);

/** EXPLAIN ANALYZE of `sql` as the service runs it, with sequential scans off (the test tables are tiny). */
async function planOf(sql: string, params: unknown[] = []): Promise<string> {
  await social.db.query('SET enable_seqscan = off');
  try {
    const { rows } = await social.db.query(`EXPLAIN (ANALYZE, COSTS OFF, FORMAT TEXT) ${sql}`, params);
    return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await social.db.query('RESET enable_seqscan');
  }
}

beforeAll(async () => {
  social = await startSocial();
  searcher = await social.member({ username: `searcher_${tag}`, displayName: 'Searcher' });
}, 60_000);
afterAll(async () => social?.close());

describe('search: members', () => {
  it('ranks the exact username first, then names starting with it, and finds typos', async () => {
    const exact = await social.member({ username: `moonrock${tag}`, displayName: 'Luna' });
    const longer = await social.member({ username: `moonrock${tag}_fan`, displayName: 'Fan' });
    const byName = await social.member({ username: `user_${tag}_x`, displayName: `Moonrock${tag} Grower` });
    const page = await search<MemberSearchResult>(P.searchMembers, { q: `@Moonrock${tag}` });
    expect(page.items.map((m) => m.id).slice(0, 3)).toEqual([exact.id, longer.id, byName.id]);
    expect(page.items[0]).toMatchObject({ username: exact.username, displayName: 'Luna', followers: 0, posts: 0 });
    // A typo (two letters swapped) still finds the member.
    const typo = `moonrokc${tag}`;
    expect((await search<MemberSearchResult>(P.searchMembers, { q: typo })).items.map((m) => m.id)).toContain(exact.id);
  });

  it('finds a name one typo away by its deletion neighbourhood, nearest first, and a worse typo by trigrams', async () => {
    const member = await social.member({ username: `hashplant${tag}`, displayName: `Gardener${tag}` });
    const ids = async (q: string) => (await search<MemberSearchResult>(P.searchMembers, { q })).items.map((m) => m.id);
    expect((await ids(`hashplnt${tag}`))[0]).toBe(member.id); // a letter missing
    expect((await ids(`hashpla4nt${tag}`))[0]).toBe(member.id); // a letter added
    expect((await ids(`hashplamt${tag}`))[0]).toBe(member.id); // a letter changed
    expect((await ids(`gardner${tag}`))[0]).toBe(member.id); // in the display name
    expect(await ids(`hsahplnt${tag}`)).toContain(member.id); // two typos: the trigram walk
    // The overview asks without the walk (SearchKindQuery.similarNames): one typo only.
    const overview = async (q: string) => (await search<MemberSearchResult>(P.searchMembers, { q, similarNames: false })).items.map((m) => m.id);
    expect((await overview(`hashplnt${tag}`))[0]).toBe(member.id);
    expect(await overview(`hsahplnt${tag}`)).not.toContain(member.id);
  });

  it('looks a one-typo name up in the variants index and skips the trigram walk', async () => {
    const member = await social.member({ username: `purplekush${tag}` });
    const text = `purplkush${tag}`;
    const plan = await planOf(MEMBERS_SQL, [member.id, text, text, 21, 0, true]);
    expect(plan).toContain('user_cards_name_variants_idx');
    expect(plan).toMatch(/user_cards_search_trgm_gist_idx[^\n]*never executed/);
  });

  it('finds a name by the start of any of its words', async () => {
    const member = await social.member({ username: `green_fingers${tag}`, displayName: `Moonrock${tag} Grower` });
    const ids = async (q: string) => (await search<MemberSearchResult>(P.searchMembers, { q })).items.map((m) => m.id);
    expect(await ids(`fingers${tag}`)).toContain(member.id); // after '_' in the username
    expect(await ids(`grower`)).toContain(member.id); // a later word of the display name
    expect(await ids(`moonrock${tag} gro`)).toContain(member.id); // across words
    // A text longer than the indexed starts is looked up by its start and checked whole.
    const long = await social.member({ username: `u${tag}`, displayName: `A very long display name for ${tag}` });
    expect(await ids(`very long display name for ${tag}`)).toEqual([long.id]);
  });

  it('finds names by an exact key of the word-starts index, not by reading every name', async () => {
    await social.member({ username: `plan_${tag}`, displayName: `Trichome${tag} Hunter` });
    const text = `hunter`;
    const plan = await planOf(MEMBERS_SQL, [searcher.id, text, text, 21, 0, true]);
    expect(plan).toContain('user_cards_name_starts_idx');
    // Found by its word: the typo paths (variants, trigram walk) never run.
    expect(plan).toMatch(/user_cards_search_trgm_gist_idx[^\n]*never executed/);
  });

  it('never shows a member either side of a block', async () => {
    const blocked = await social.member({ username: `blockedone${tag}` });
    const blocker = await social.member({ username: `blockerone${tag}` });
    await social.call(P.block, { userId: blocked.id }, searcher);
    await social.call(P.block, { userId: searcher.id }, blocker);
    expect((await search<MemberSearchResult>(P.searchMembers, { q: `blockedone${tag}` })).items).toEqual([]);
    expect((await search<MemberSearchResult>(P.searchMembers, { q: `blockerone${tag}` })).items).toEqual([]);
    const other = await social.member();
    expect((await search<MemberSearchResult>(P.searchMembers, { q: `blockedone${tag}` }, other)).items[0]?.id).toBe(blocked.id);
  });

  it('answers 400 for a blank or too long text, a bad limit or cursor', async () => {
    expect(await rpcFailure(search(P.searchMembers, { q: '  ' }))).toMatchObject({ status: 400, message: 'Enter something to search for' });
    expect(await rpcFailure(search(P.searchMembers, { q: 'x'.repeat(101) }))).toMatchObject({ status: 400 });
    expect(await rpcFailure(search(P.searchMembers, { q: 'x', limit: 51 }))).toMatchObject({ status: 400 });
    expect(await rpcFailure(search(P.searchMembers, { q: 'x', cursor: 'garbage!' }))).toMatchObject({ status: 400, message: 'Invalid cursor' });
  });
});

describe('search: posts', () => {
  it('finds word forms (English stemming), newest first, paging without repeats', async () => {
    const author = await social.member();
    const first = await post(author, `Growing ${tag} outdoors this year`);
    const second = await post(author, `My ${tag} grows fast`);
    await post(author, 'Nothing to see here');
    const page = await search<PostDto>(P.searchPosts, { q: `grow ${tag}`, limit: 1 });
    expect(page.items.map((p) => p.id)).toEqual([second.id]);
    const next = await search<PostDto>(P.searchPosts, { q: `grow ${tag}`, limit: 1, cursor: page.nextCursor });
    expect(next.items.map((p) => p.id)).toEqual([first.id]);
  });

  it('never shows a blocked member\'s posts (either way), premium-only posts to free members, or direct messages', async () => {
    const word = `secretword${tag}`;
    const blocked = await social.member();
    const blocker = await social.member();
    await post(blocked, `${word} from the blocked one`);
    await post(blocker, `${word} from the blocker`);
    await social.call(P.block, { userId: blocked.id }, searcher);
    await social.call(P.block, { userId: searcher.id }, blocker);
    expect((await search<PostDto>(P.searchPosts, { q: word })).items).toEqual([]);
    const bystander = await social.member();
    expect((await search<PostDto>(P.searchPosts, { q: word }, bystander)).items).toHaveLength(2);

    const premiumWord = `premiumword${tag}`;
    const premiumPost = await post(bystander, `${premiumWord} for members who pay`);
    await social.db.query('UPDATE posts SET is_premium = true WHERE id = $1', [premiumPost.id]);
    expect((await search<PostDto>(P.searchPosts, { q: premiumWord })).items).toEqual([]);
    expect((await search<PostDto>(P.searchPosts, { q: premiumWord }, { ...searcher, tier: 'premium' })).items.map((p) => p.id)).toEqual([premiumPost.id]);

    const dmWord = `dmword${tag}`;
    await social.call(P.sendMessage, { userId: bystander.id, content: `${dmWord} just between us` }, searcher);
    expect((await search<PostDto>(P.searchPosts, { q: dmWord })).items).toEqual([]);
    expect((await search<PostDto>(P.searchPosts, { q: dmWord }, bystander)).items).toEqual([]);
  });

  it('pages a common word (more than 500 matches) newest first too', async () => {
    const author = await social.member();
    const common = `commonword${tag}`;
    await social.db.query(
      `INSERT INTO posts (user_id, content, created_at) SELECT $1, $2 || ' ' || i, now() - i * interval '1 minute' FROM generate_series(1, 600) AS i`,
      [author.id, common],
    );
    const { rows } = await social.db.query('SELECT id FROM posts WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10', [author.id]);
    const first = await search<PostDto>(P.searchPosts, { q: common, limit: 5 });
    const second = await search<PostDto>(P.searchPosts, { q: common, limit: 5, cursor: first.nextCursor });
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(rows.map((r: { id: string }) => r.id));
  });

  it('reads the full-text index, not the table', async () => {
    await social.db.query('SET enable_seqscan = off');
    const { rows } = await social.db.query(`EXPLAIN SELECT id FROM posts p WHERE to_tsvector('english'::regconfig, p.content || ' ' || coalesce(p.strain_name, '') || ' ' || coalesce(p.strain_review, '')) @@ websearch_to_tsquery('english', 'blue')`);
    await social.db.query('RESET enable_seqscan');
    expect(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')).toContain('posts_search_idx');
  });
});

describe('search: hashtags', () => {
  it('finds a tag as typed, by prefix and with a typo, the tag itself first', async () => {
    const author = await social.member();
    await post(author, `#Diary${tag} day one`);
    await post(author, `#Diary${tag}Extra more`);
    const page = await search<HashtagSearchResult>(P.searchHashtags, { q: `#diary${tag}` });
    expect(page.items).toEqual([{ tag: `diary${tag}`, spelling: `Diary${tag}` }, { tag: `diary${tag}extra`, spelling: `Diary${tag}Extra` }]);
    const typo = (await search<HashtagSearchResult>(P.searchHashtags, { q: `daiary${tag}` })).items.map((h) => h.tag);
    expect(typo[0]).toBe(`diary${tag}`);
  });
});

describe('suggested members', () => {
  it('puts members sharing hashtags and strains first, never self, followed or blocked', async () => {
    const me = await social.member();
    const sharesTag = await social.member();
    const sharesStrain = await social.member();
    const followed = await social.member();
    const blocked = await social.member();
    await post(me, `Day 3 #Suggest${tag}`, { strainName: `Strain${tag}`, strainRating: 4 });
    await post(sharesTag, `Mine too #suggest${tag}`);
    await post(sharesStrain, 'Tried it', { strainName: `strain${tag}`, strainRating: 5 });
    await post(followed, `#suggest${tag} as well`);
    await post(blocked, `#suggest${tag} and more`);
    await social.call(P.follow, { userId: followed.id }, me);
    await social.call(P.block, { userId: blocked.id }, me);
    const suggested = await social.call<SuggestedMember[]>(P.suggestedMembers, { limit: 20 }, me);
    const ids = suggested.map((m) => m.id);
    expect(ids.slice(0, 2).sort()).toEqual([sharesTag.id, sharesStrain.id].sort());
    expect(suggested.find((m) => m.id === sharesTag.id)?.shared).toEqual([`#suggest${tag}`]);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(followed.id);
    expect(ids).not.toContain(blocked.id);
  });

  it('offers the most active members to a member with no posts yet', async () => {
    const newcomer = await social.member();
    const suggested = await social.call<SuggestedMember[]>(P.suggestedMembers, {}, newcomer);
    expect(suggested.length).toBeGreaterThan(0);
    const posts = suggested.map((m) => m.posts);
    expect(posts).toEqual([...posts].sort((a, b) => b - a));
  });
});
