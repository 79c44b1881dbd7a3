import { jest } from '@jest/globals';
import { ContentPatterns, StrainMessages, type Actor, type StrainReactionsDto } from '@cannaverse/contracts';
import { rpcFailure, startContent, type ContentHarness } from './content-harness.js';

/** Emoji reactions over NATS against a real database: one per member per emoji, counters kept with the rows. */
jest.setTimeout(60_000);

let content: ContentHarness;
let strainId: number;
beforeAll(async () => {
  content = await startContent();
  strainId = (await content.db.query<{ id: number }>("SELECT id FROM strains WHERE name = 'Blue Dream'")).rows[0].id;
});
afterAll(async () => content?.close());

const read = (actor: Actor | null = null, id: unknown = strainId) => content.call<StrainReactionsDto>(ContentPatterns.listStrainReactions, { strainId: id }, actor);
const add = (actor: Actor | null, emojiType: unknown, id: unknown = strainId) => content.call<StrainReactionsDto>(ContentPatterns.addStrainReaction, { strainId: id, emojiType }, actor);
const remove = (actor: Actor | null, emojiType: unknown, id: unknown = strainId) => content.call<StrainReactionsDto>(ContentPatterns.removeStrainReaction, { strainId: id, emojiType }, actor);

it('adds, counts and removes reactions; a repeated add or remove changes nothing', async () => {
  const [ann, bob] = [await content.member(), await content.member()];
  expect(await read()).toEqual({ reactions: {}, total: 0, details: [] });
  await add(ann, '😊');
  await add(ann, '🧘');
  const afterBob = await add(bob, '😊');
  expect(afterBob).toEqual({
    reactions: { '😊': 2, '🧘': 1 }, total: 3,
    details: [{ userId: bob.id, emojiType: '😊' }, { userId: ann.id, emojiType: '🧘' }, { userId: ann.id, emojiType: '😊' }],
  });
  expect(await add(ann, '😊')).toMatchObject({ reactions: { '😊': 2, '🧘': 1 }, total: 3 });
  // The viewer's own reactions come first in details.
  expect((await read(ann)).details.slice(0, 2).every((d) => d.userId === ann.id)).toBe(true);
  expect(await remove(ann, '😊')).toMatchObject({ reactions: { '😊': 1, '🧘': 1 }, total: 2 });
  expect(await remove(ann, '😊')).toMatchObject({ reactions: { '😊': 1, '🧘': 1 }, total: 2 });
  await remove(ann, '🧘');
  await remove(bob, '😊');
  expect(await read()).toEqual({ reactions: {}, total: 0, details: [] });
});

it('keeps one reaction per member and emoji when the same add arrives many times at once', async () => {
  const cy = await content.member();
  await Promise.all(Array.from({ length: 12 }, () => add(cy, '🤯')));
  expect(await read()).toMatchObject({ reactions: { '🤯': 1 }, total: 1 });
  const { rows } = await content.db.query('SELECT count(*)::int AS n FROM strain_emoji_reactions WHERE user_id = $1', [cy.id]);
  expect(rows[0].n).toBe(1);
  await Promise.all(Array.from({ length: 12 }, () => remove(cy, '🤯')));
  expect(await read()).toEqual({ reactions: {}, total: 0, details: [] });
});

it('accepts the 8 emoji of the spec and nothing else (400 with the list)', async () => {
  const dee = await content.member();
  for (const emoji of ['😊', '😴', '🧘', '🤯', '😵', '😃', '🤔', '🎭']) await add(dee, emoji);
  expect((await read()).total).toBe(8);
  for (const bad of ['👍', 'Happy', '', ':)', 1, null]) {
    expect(await rpcFailure(add(dee, bad))).toEqual({ status: 400, message: StrainMessages.invalidEmoji });
  }
  expect(StrainMessages.invalidEmoji).toBe('emojiType must be one of 😊 😴 🧘 🤯 😵 😃 🤔 🎭');
  expect(await rpcFailure(content.call(ContentPatterns.addStrainReaction, { strainId, emojiType: '😊', extra: 1 }, dee))).toEqual({ status: 400, message: 'Unknown field: extra' });
});

it('answers 401 to visitors who react, 404 for an unknown strain', async () => {
  expect(await rpcFailure(add(null, '😊'))).toEqual({ status: 401, message: StrainMessages.reactionRequiresSignIn });
  expect(await rpcFailure(remove(null, '😊'))).toEqual({ status: 401, message: StrainMessages.reactionRequiresSignIn });
  const eve = await content.member();
  for (const id of [999999, 'abc']) {
    expect(await rpcFailure(read(null, id))).toEqual({ status: 404, message: StrainMessages.notFound });
    expect(await rpcFailure(add(eve, '😊', id))).toEqual({ status: 404, message: StrainMessages.notFound });
  }
});
