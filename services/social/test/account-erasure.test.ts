import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SocialEvents, SocialPatterns as P, type Actor, type PostDto } from '@cannaverse/contracts';
import { deleteAccount, noneOf, replayAccountDeleted, rowsNaming } from '@cannaverse/platform/testing';
import { MEDIA_STORE, mediaUrlFor, newUploadKey, type MediaStore } from '@cannaverse/platform/media';
import { startSocial, waitFor, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let store: MediaStore;

beforeAll(async () => {
  social = await startSocial();
  store = social.app().get<MediaStore>(MEDIA_STORE);
}, 60_000);
afterAll(async () => social?.close());

const MEMBER_COLUMNS = {
  posts: ['user_id'], comments: ['user_id'], likes: ['user_id'], follows: ['follower_id', 'following_id'], blocks: ['blocker_id', 'blocked_id'],
  messages: ['sender_id', 'receiver_id'], conversations: ['owner_id', 'peer_id'], message_settings: ['user_id'], user_interactions: ['user_id'],
  member_counts: ['user_id'], user_cards: ['id'],
};
const onDisk = (url: string) => existsSync(path.join(social.mediaDir, url.replace(/^\/media\//, '')));

it('a deleted account leaves nothing in social (posts with files, comments, likes, follows, blocks, both sides of DMs); a replay changes nothing', async () => {
  const [leaving, other, third] = [await social.member(), await social.member(), await social.member()];
  const key = newUploadKey('images', 'png', leaving.id);
  await store.put(key, await sharp({ create: { width: 900, height: 600, channels: 3, background: '#33691e' } }).png().toBuffer(), 'image/png');
  const photo = await social.call<PostDto>(P.createPost, { content: 'bud shot', mediaUrl: mediaUrlFor(key) }, leaving);
  await waitFor(async () => Boolean((await social.call<PostDto>(P.getPost, { id: photo.id }, leaving)).thumbnail), 30_000);
  const { thumbnail } = await social.call<PostDto>(P.getPost, { id: photo.id }, leaving);
  const othersPost = await social.call<PostDto>(P.createPost, { content: `Harvest, thanks @${leaving.username}` }, other);
  await social.call(P.toggleLike, { postId: othersPost.id, liked: true }, leaving);
  await social.call(P.toggleLike, { postId: othersPost.id, liked: true }, third);
  await social.call(P.createComment, { postId: othersPost.id, content: 'Lovely' }, leaving);
  await social.call(P.createComment, { postId: photo.id, content: 'Nice one' }, other);
  await social.call(P.follow, { userId: other.id }, leaving);
  await social.call(P.follow, { userId: leaving.id }, other);
  const send = (from: Actor, to: Actor, content: string) => social.call(P.sendMessage, { userId: to.id, content }, from);
  await send(leaving, other, 'hi there');
  await send(other, leaving, 'hello back');
  await send(other, third, 'a conversation that stays');
  await social.call(P.block, { userId: third.id }, leaving);
  await social.waitForConsumerIdle();

  const envelope = await deleteAccount(social, leaving.id);
  expect(await rowsNaming(social.db, leaving.id, MEMBER_COLUMNS)).toEqual(noneOf(MEMBER_COLUMNS));
  await waitFor(async () => !onDisk(photo.mediaUrl!) && !onDisk(thumbnail!), 10_000);
  // Others keep their own: the post that mentions the member (its counts without them), the other conversation.
  const kept = await social.call<PostDto>(P.getPost, { id: othersPost.id }, other);
  expect(kept).toMatchObject({ content: `Harvest, thanks @${leaving.username}`, likesCount: 1, commentsCount: 0 });
  const { rows: messages } = await social.db.query('SELECT content FROM messages');
  expect(messages.map((row) => row.content)).toContain('a conversation that stays');
  const { rows } = await social.db.query(`SELECT payload FROM outbox WHERE name = $1`, [SocialEvents.accountErased]);
  expect(rows).toEqual([{ payload: { userId: leaving.id, service: 'social', at: expect.any(String) } }]);

  const { before, after } = await replayAccountDeleted(social, envelope);
  expect(after).toEqual(before);
}, 90_000);
