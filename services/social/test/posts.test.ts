import { existsSync } from 'node:fs';
import path from 'node:path';
import { SocialEvents, SocialMessages as S, SocialLimits, SocialPatterns as P, ValidationMessages, type Actor, type PostDto } from '@cannaverse/contracts';
import { rpcFailure, startSocial, waitFor, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let author: Actor;
let other: Actor;
let admin: Actor;
const outbox = async (name: string) => (await social.db.query('SELECT payload FROM outbox WHERE name = $1 ORDER BY occurred_at', [name])).rows.map((r) => r.payload);
const create = (data: Record<string, unknown>, actor: Actor | null = author) => social.call<PostDto>(P.createPost, data, actor);

beforeAll(async () => {
  social = await startSocial();
  author = await social.member({ displayName: 'Green Thumb' });
  other = await social.member();
  admin = await social.member({ isAdmin: true });
}, 60_000);
afterAll(async () => social?.close());

describe('createPost', () => {
  it('creates a post with its author card, trims content and records post.created with hashtags', async () => {
    const post = await create({ content: '  First harvest #Harvest #indoor #harvest #x #9bad  ' });
    expect(post).toMatchObject({
      userId: author.id, content: 'First harvest #Harvest #indoor #harvest #x #9bad', strainName: null, strainRating: null, strainReview: null,
      mediaUrl: null, mediaType: null, isPremium: false, likesCount: 0, likedByMe: false, commentsCount: 0, video: null,
      user: { id: author.id, displayName: 'Green Thumb', avatar: null },
    });
    const events = await outbox(SocialEvents.postCreated);
    expect(events.at(-1)).toMatchObject({ postId: post.id, userId: author.id, hashtags: ['harvest', 'indoor'], mediaType: null, mediaUrl: null, content: post.content });
  });

  it('answers 401 with the spec sentence when signed out, and stores nothing', async () => {
    const before = (await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n;
    expect(await rpcFailure(create({ content: 'hello' }, null))).toEqual({ status: 401, message: ValidationMessages.mustBeLoggedInToPost });
    expect((await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n).toBe(before);
  });

  it.each([
    [{ content: '   ' }, S.contentRequired],
    [{}, S.contentRequired],
    // Issue 20: only invisible characters (zero-width, bidi controls, a lone variation selector, fillers) is empty.
    [{ content: ' \u200B\u200D\u202E\uFE0F\u2060\u3164 ' }, S.contentRequired],
    [{ content: 'x'.repeat(SocialLimits.postContentMax + 1) }, S.contentMax],
    [{ content: 'hi', strainName: 'OG Kush', strainRating: 6 }, S.ratingRange],
    [{ content: 'hi', strainName: 'OG Kush', strainRating: 2.5 }, S.ratingRange],
    [{ content: 'hi', strainName: 'OG Kush', strainRating: 0 }, S.ratingRange],
    [{ content: 'hi', strainName: 'x'.repeat(101) }, S.strainNameMax],
    [{ content: 'hi', strainName: 'OG', strainReview: 'x'.repeat(2001) }, S.strainReviewMax],
    [{ content: 'hi', isPremium: true }, 'Unknown field: isPremium'],
    [{ content: 'hi', userId: '00000000-0000-4000-8000-000000000000' }, 'Unknown field: userId'],
    [{ content: 42 }, 'content must be a string'],
    [{ content: 'hi', strainRating: '5', strainName: 'OG' }, 'strainRating must be a number'],
    [{ content: 'hi', mediaUrl: 'https://evil.example/x.jpg' }, S.mediaInvalid],
    [{ content: 'hi', image: '/media/images/2026/01/00000000-0000-4000-8000-000000000000.jpg' }, S.mediaInvalid],
    [{ content: 'hi', mediaUrl: '/media/../../etc/passwd' }, S.mediaInvalid],
  ])('refuses invalid input #%# with 400 and its message', async (data, message) => {
    expect(await rpcFailure(create(data))).toEqual({ status: 400, message });
  });

  it('accepts exactly the maximum content length', async () => {
    expect((await create({ content: 'x'.repeat(SocialLimits.postContentMax) })).content).toHaveLength(SocialLimits.postContentMax);
  });

  it('keeps strain fields with a name (rating defaults to 5) and drops rating and review without one', async () => {
    const rated = await create({ content: 'Review', strainName: ' Blue Dream ', strainReview: ' Smooth ' });
    expect(rated).toMatchObject({ strainName: 'Blue Dream', strainRating: 5, strainReview: 'Smooth' });
    const three = await create({ content: 'Review', strainName: 'OG', strainRating: 3 });
    expect(three.strainRating).toBe(3);
    const dropped = await create({ content: 'No strain', strainName: '  ', strainRating: 9, strainReview: 'ignored' });
    expect(dropped).toMatchObject({ strainName: null, strainRating: null, strainReview: null });
  });

  it('accepts an uploaded image (mediaUrl or the spec name image) and a video with pending details', async () => {
    const imageUrl = await social.upload('images', 'jpg', author);
    const viaImage = await create({ content: 'pic', image: imageUrl });
    expect(viaImage).toMatchObject({ mediaUrl: imageUrl, mediaType: 'image', video: null });
    // Issue 20: one file, one post; so the second post here gets a file of its own.
    const secondUrl = await social.upload('images', 'jpg', author);
    const viaMediaUrl = await create({ content: 'pic', mediaUrl: secondUrl, image: secondUrl });
    expect(viaMediaUrl.mediaType).toBe('image');
    const videoUrl = await social.upload('videos', 'mp4', author);
    const video = await create({ content: 'clip #growtent', mediaUrl: videoUrl });
    expect(video).toMatchObject({ mediaType: 'video', video: { processingStatus: 'pending', duration: null, fileSize: null } });
    expect((await outbox(SocialEvents.postCreated)).at(-1)).toMatchObject({ postId: video.id, mediaType: 'video', mediaUrl: videoUrl, hashtags: ['growtent'] });
    expect(await rpcFailure(create({ content: 'x', mediaUrl: imageUrl, image: videoUrl }))).toEqual({ status: 400, message: S.mediaInvalid });
    const avatarUrl = await social.upload('avatars', 'jpg');
    expect(await rpcFailure(create({ content: 'x', mediaUrl: avatarUrl }))).toEqual({ status: 400, message: S.mediaInvalid });
  });

  it('treats empty media fields as no media', async () => {
    expect((await create({ content: 'text only', image: '', mediaUrl: null })).mediaUrl).toBeNull();
  });
});

describe('issue 20: media belongs to its uploader', () => {
  const claims = async (url: string) =>
    (await social.db.query('SELECT post_id FROM post_uploads WHERE media_key = $1', [url.replace(/^\/media\//, '')])).rows.map((r) => r.post_id);
  const onDisk = (url: string) => existsSync(path.join(social.mediaDir, url.replace(/^\/media\//, '')));

  it("refuses another member's upload (image or video), so nobody can delete it by attaching it to their own post and deleting that", async () => {
    const victim = await social.member();
    const photo = await social.upload('images', 'jpg', victim);
    const clip = await social.upload('videos', 'mp4', victim);
    const before = (await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n;
    for (const data of [{ content: 'mine now', mediaUrl: photo }, { content: 'mine now', image: photo }, { content: 'mine now', mediaUrl: clip }]) {
      expect(await rpcFailure(create(data, other))).toEqual({ status: 400, message: S.mediaInvalid });
    }
    expect((await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n).toBe(before);
    // Its uploader may still post it, and the file is still there.
    expect(await create({ content: 'my photo', mediaUrl: photo }, victim)).toMatchObject({ mediaUrl: photo, userId: victim.id });
    expect(onDisk(photo)).toBe(true);
  });

  it("refuses a file another post already uses, even the same member's, and the first post keeps it", async () => {
    const url = await social.upload('images', 'png', author);
    const first = await create({ content: 'first', mediaUrl: url });
    expect(await rpcFailure(create({ content: 'second', mediaUrl: url }))).toEqual({ status: 400, message: S.mediaInvalid });
    expect(await rpcFailure(create({ content: 'third', image: url }, other))).toEqual({ status: 400, message: S.mediaInvalid });
    expect(await claims(url)).toEqual([first.id]);
    expect((await social.call<PostDto>(P.getPost, { id: first.id }, author)).mediaUrl).toBe(url);
  });

  it('lets exactly one of two posts created at the same moment with one file have it', async () => {
    const url = await social.upload('images', 'jpg', author);
    const before = (await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n;
    const answers = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => create({ content: `race ${i}`, mediaUrl: url })));
    const created = answers.filter((a): a is PromiseFulfilledResult<PostDto> => a.status === 'fulfilled').map((a) => a.value);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 'rejected')) {
      expect(await rpcFailure(Promise.reject((answer as PromiseRejectedResult).reason))).toEqual({ status: 400, message: S.mediaInvalid });
    }
    expect(await claims(url)).toEqual([created[0].id]);
    expect((await social.db.query('SELECT count(*)::int AS n FROM posts')).rows[0].n).toBe(before + 1);
  });

  it("refuses avatars (anyone's, one's own too), files naming no uploader and a deleted post's file", async () => {
    expect(await rpcFailure(create({ content: 'x', mediaUrl: await social.upload('avatars', 'jpg') }))).toEqual({ status: 400, message: S.mediaInvalid });
    expect(await rpcFailure(create({ content: 'x', mediaUrl: await social.upload('avatars', 'jpg', author) }))).toEqual({ status: 400, message: S.mediaInvalid });
    // Uploaded before keys named their uploader: nobody can prove it is theirs, so nobody attaches it.
    expect(await rpcFailure(create({ content: 'x', mediaUrl: await social.upload('images', 'jpg') }))).toEqual({ status: 400, message: S.mediaInvalid });
    const url = await social.upload('images', 'jpg', author);
    const post = await create({ content: 'short-lived', mediaUrl: url });
    await social.call(P.deletePost, { id: post.id }, author);
    expect(await claims(url)).toEqual([]);
    await social.waitForConsumerIdle();
    await waitFor(async () => !onDisk(url), 10_000);
    expect(await rpcFailure(create({ content: 'again', mediaUrl: url }))).toEqual({ status: 400, message: S.mediaInvalid });
  });

  it('keeps a post\'s own media through an edit; an edit cannot attach a file', async () => {
    const url = await social.upload('images', 'jpg', author);
    const post = await create({ content: 'with photo', mediaUrl: url });
    const edited = await social.call<PostDto>(P.updatePost, { id: post.id, changes: { content: 'with photo, edited' } }, author);
    expect(edited).toMatchObject({ content: 'with photo, edited', mediaUrl: url, mediaType: 'image' });
    const victims = await social.upload('images', 'jpg', other);
    expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { mediaUrl: victims } }, author))).toEqual({ status: 400, message: 'Unknown field: mediaUrl' });
    expect(await claims(url)).toEqual([post.id]);
  });
});

describe('getPost, updatePost, deletePost', () => {
  it('gets a post; 404 for an unknown id and for a non-UUID; 401 signed out', async () => {
    const post = await create({ content: 'readable' });
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, other)).id).toBe(post.id);
    expect(await rpcFailure(social.call(P.getPost, { id: '00000000-0000-4000-8000-000000000000' }, other))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.getPost, { id: "1' OR 1=1 --" }, other))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });

  it('lets the author edit text and strain fields; another member and an admin get 403', async () => {
    const post = await create({ content: 'before', strainName: 'OG', strainRating: 4 });
    const updated = await social.call<PostDto>(P.updatePost, { id: post.id, changes: { content: ' after ', strainReview: 'Great' } }, author);
    expect(updated).toMatchObject({ content: 'after', strainName: 'OG', strainRating: 4, strainReview: 'Great' });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());
    const cleared = await social.call<PostDto>(P.updatePost, { id: post.id, changes: { strainName: '' } }, author);
    expect(cleared).toMatchObject({ strainName: null, strainRating: null, strainReview: null });
    for (const actor of [other, admin]) {
      expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { content: 'hijack' } }, actor))).toEqual({ status: 403, message: S.notYourPost });
    }
    expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { content: ' ' } }, author))).toEqual({ status: 400, message: S.contentRequired });
    expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { content: '\u200B\u2066\uFEFF' } }, author))).toEqual({ status: 400, message: S.contentRequired });
    expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { mediaUrl: '/media/x' } }, author))).toEqual({ status: 400, message: 'Unknown field: mediaUrl' });
    expect(await rpcFailure(social.call(P.updatePost, { id: 'nope', changes: {} }, author))).toEqual({ status: 404, message: S.postNotFound });
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, author)).content).toBe('after');
  });

  it('lets the author or an admin delete (cascading comments and likes), not another member', async () => {
    const mine = await create({ content: 'to delete' });
    await social.call(P.createComment, { postId: mine.id, content: 'bye' }, other);
    await social.call(P.toggleLike, { postId: mine.id }, other);
    expect(await rpcFailure(social.call(P.deletePost, { id: mine.id }, other))).toEqual({ status: 403, message: S.notYourPost });
    expect(await rpcFailure(social.call(P.deletePost, { id: mine.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await social.call(P.deletePost, { id: mine.id }, author)).toEqual({ ok: true });
    expect((await social.db.query('SELECT count(*)::int AS n FROM comments WHERE post_id = $1', [mine.id])).rows[0].n).toBe(0);
    expect((await social.db.query('SELECT count(*)::int AS n FROM likes WHERE post_id = $1', [mine.id])).rows[0].n).toBe(0);
    // Since issue 9 the event also carries the post's media URL (null here), so social can remove its files.
    expect((await outbox(SocialEvents.postDeleted)).at(-1)).toEqual({ postId: mine.id, userId: author.id, mediaUrl: null });
    expect(await rpcFailure(social.call(P.deletePost, { id: mine.id }, author))).toEqual({ status: 404, message: S.postNotFound });

    const moderated = await create({ content: 'moderated' });
    expect(await social.call(P.deletePost, { id: moderated.id }, admin)).toEqual({ ok: true });
    expect(await rpcFailure(social.call(P.getPost, { id: moderated.id }, author))).toMatchObject({ status: 404 });
  });
});
