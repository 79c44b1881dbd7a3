import { ContentPatterns, SocialPatterns, type Caller } from '@cannaverse/contracts';
import { RpcError, type Logger, type ServiceClient } from '@cannaverse/platform';
import { SearchComposer } from '../src/routes/search/search-composer.js';

/**
 * The one search's composition (issue 27, acceptance 1): a slow or absent service leaves the
 * others' results, and the answer names the missing kinds. The services are stand-ins answering
 * each pattern as told; the deadline is the composer's own.
 */
type Answer = (data: Record<string, unknown>) => Promise<unknown>;
const member: Caller = { actor: { id: '00000000-0000-4000-8000-000000000001', isAdmin: false, tier: 'free' }, requestId: 'req-search-test' };
const quiet = { warn: () => undefined } as unknown as Logger;
const page = (...items: unknown[]) => Promise.resolve({ items, nextCursor: null });
const never = () => new Promise<never>(() => undefined);
const unavailable = (service: string) => () => Promise.reject(RpcError.unavailable(`The ${service} service is not available right now`));

/** A client whose calls answer from `answers` by pattern, and give up at the caller's timeout as the real client does. */
function client(service: string, answers: Record<string, Answer>, calls: Array<{ pattern: string; data: unknown }> = []): ServiceClient {
  return {
    send: (pattern: string, _caller: Caller, data: Record<string, unknown>, timeoutMs = 4000) => {
      calls.push({ pattern, data });
      const answer = answers[pattern] ?? (() => page());
      return Promise.race([
        answer(data),
        new Promise((_, reject) => { setTimeout(() => reject(RpcError.unavailable(`The ${service} service is not available right now`)), timeoutMs).unref(); }),
      ]);
    },
  } as unknown as ServiceClient;
}

const socialAnswers: Record<string, Answer> = {
  [SocialPatterns.searchMembers]: () => page({ id: 'm1' }),
  [SocialPatterns.searchPosts]: () => page({ id: 'p1' }),
  [SocialPatterns.searchHashtags]: () => page({ tag: 'growing', spelling: 'Growing' }),
  [SocialPatterns.hiddenMembers]: () => Promise.resolve({ userIds: ['00000000-0000-4000-8000-00000000000b'] }),
};
const contentAnswers: Record<string, Answer> = {
  [ContentPatterns.searchStrains]: () => page({ id: 1, name: 'Blue Dream' }),
  [ContentPatterns.searchStories]: () => page({ id: 7 }),
  [ContentPatterns.searchGuides]: () => page({ slug: 'indoor' }),
};

describe('the one search', () => {
  it('answers every kind, and passes the members hidden from the searcher on to stories', async () => {
    const calls: Array<{ pattern: string; data: unknown }> = [];
    const composer = new SearchComposer(client('social', socialAnswers), client('content', contentAnswers, calls), quiet);
    const answer = await composer.overview(member, '  blue   dream ');
    expect(answer).toEqual({
      members: [{ id: 'm1' }], posts: [{ id: 'p1' }], hashtags: [{ tag: 'growing', spelling: 'Growing' }],
      strains: [{ id: 1, name: 'Blue Dream' }], stories: [{ id: 7 }], guides: [{ slug: 'indoor' }], missing: [],
    });
    expect(calls.find((call) => call.pattern === ContentPatterns.searchStories)?.data).toEqual({
      q: 'blue dream', limit: 5, hiddenUserIds: ['00000000-0000-4000-8000-00000000000b'],
    });
  });

  it('leaves the others\' results when a service is absent, naming the missing kinds', async () => {
    const absent = Object.fromEntries(Object.keys(contentAnswers).map((pattern) => [pattern, unavailable('content')]));
    const composer = new SearchComposer(client('social', socialAnswers), client('content', absent), quiet);
    const answer = await composer.overview(member, 'blue');
    expect(answer.members).toEqual([{ id: 'm1' }]);
    expect(answer.posts).toEqual([{ id: 'p1' }]);
    expect(answer.strains).toEqual([]);
    expect(answer.missing).toEqual(['strains', 'stories', 'guides']);
  });

  it('answers within its deadline when a service is slow, with what came back', async () => {
    const slow = { ...socialAnswers, [SocialPatterns.searchPosts]: never };
    const composer = new SearchComposer(client('social', slow), client('content', contentAnswers), quiet);
    const started = Date.now();
    const answer = await composer.overview(member, 'blue', 300);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.missing).toEqual(['posts']);
    expect(answer.strains).toEqual([{ id: 1, name: 'Blue Dream' }]);
  });

  it('leaves stories out rather than unfiltered when social cannot say who is hidden', async () => {
    const noSocial = Object.fromEntries(Object.keys(socialAnswers).map((pattern) => [pattern, unavailable('social')]));
    const calls: Array<{ pattern: string; data: unknown }> = [];
    const composer = new SearchComposer(client('social', noSocial), client('content', contentAnswers, calls), quiet);
    const answer = await composer.overview(member, 'blue');
    expect(answer.missing).toEqual(['members', 'posts', 'hashtags', 'stories']);
    expect(answer.guides).toEqual([{ slug: 'indoor' }]);
    expect(calls.map((call) => call.pattern)).not.toContain(ContentPatterns.searchStories);
  });

  it('answers 503 when nothing came back, 401 to a visitor and 400 for a blank, long or unknown search', async () => {
    const down = (answers: Record<string, Answer>, service: string) => Object.fromEntries(Object.keys(answers).map((p) => [p, unavailable(service)]));
    const composer = new SearchComposer(client('social', down(socialAnswers, 'social')), client('content', down(contentAnswers, 'content')), quiet);
    await expect(composer.overview(member, 'blue')).rejects.toMatchObject({ status: 503 });
    await expect(composer.overview({ actor: null }, 'blue')).rejects.toMatchObject({ status: 401 });
    await expect(composer.overview(member, '   ')).rejects.toMatchObject({ status: 400, message: 'Enter something to search for' });
    await expect(composer.overview(member, 'x'.repeat(101))).rejects.toMatchObject({ status: 400 });
    await expect(composer.page(member, { q: 'x', type: 'messages' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('type must be one of') });
  });

  it('passes a refusal (a 400 from a service) through rather than hiding it as missing', async () => {
    const refusing = { ...socialAnswers, [SocialPatterns.searchMembers]: () => Promise.reject(RpcError.badRequest('Invalid cursor')) };
    const composer = new SearchComposer(client('social', refusing), client('content', contentAnswers), quiet);
    await expect(composer.overview(member, 'blue')).rejects.toMatchObject({ status: 400 });
  });
});
