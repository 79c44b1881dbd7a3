import sharp from 'sharp';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DiskMediaStore } from '@cannaverse/platform/media';
import {
  avatarRenditionKeys, IdentityEvents, IdentityPatterns, ValidationMessages as M,
  type Actor, type AuthenticatedUser, type MembershipDto, type UserDto,
} from '@cannaverse/contracts';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

let identity: IdentityHarness;
let seq = 0;
const uniqueUsername = () => `member_${Date.now().toString(36)}${seq++}`;
const register = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueUsername();
  return identity.call<AuthenticatedUser>(IdentityPatterns.register, { username, email: `${username}@example.com`, password: 'secret-pw', ...overrides });
};
const actorOf = (user: UserDto): Actor => ({ id: user.id, isAdmin: user.isAdmin, tier: 'free' });
const outboxCount = async (name: string) => Number((await identity.db.query('SELECT count(*) FROM outbox WHERE name = $1', [name])).rows[0].count);

beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(async () => identity?.close());

describe('registration', () => {
  it('creates a member, answers the user with email, and records identity.user.registered', async () => {
    const before = await outboxCount(IdentityEvents.userRegistered);
    const { user, tier } = await register({ name: 'Mary Jane' });
    expect(user).toMatchObject({ displayName: 'Mary Jane', isAdmin: false, avatar: null });
    expect(user.email).toContain('@example.com');
    expect(tier).toBe('free');
    expect(await outboxCount(IdentityEvents.userRegistered)).toBe(before + 1);
    const { rows } = await identity.db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ username: 'short' }, M.usernameMin],
    [{ password: '12345' }, M.passwordMin],
    [{ email: 'not-an-email' }, M.emailInvalid],
    [{ username: 'admin' }, M.usernameMin],
    [{ password: 12345678 }, 'password must be a string'],
    [{ isAdmin: true }, 'Unknown field: isAdmin'],
  ])('rejects %j with its message', async (overrides, message) => {
    const failure = await rpcFailure(register(overrides));
    expect(failure).toMatchObject({ status: 400, message });
  });

  it('refuses a name or username that could deceive: bidi overrides, zero-width characters, controls (issue 20)', async () => {
    for (const name of ['Mary\u202EenaJ', 'Ma\u200Bry', 'Mary\u0007', 'Mary\u009B', 'Mary\uFDD0']) {
      expect(await rpcFailure(register({ name }))).toMatchObject({ status: 400, message: 'Name contains characters that are not allowed' });
    }
    expect(await rpcFailure(register({ username: `ad\u200Bmin${seq++}xyz` }))).toMatchObject({ status: 400, message: 'Username may only contain letters, numbers, dots, dashes and underscores' });
    expect((await register({ name: 'Farmer 👩‍🌾' })).user.displayName).toBe('Farmer 👩‍🌾');
  });

  it('refuses a taken username (any case) and a taken email', async () => {
    const { user } = await register();
    expect(await rpcFailure(register({ username: user.username.toUpperCase() }))).toMatchObject({ status: 409, message: 'Username is already taken' });
    expect(await rpcFailure(register({ email: user.email!.toUpperCase() }))).toMatchObject({ status: 409, message: 'An account with this email already exists' });
  });

  it('adds the newsletter subscription when asked, with the marketing consent', async () => {
    const { user } = await register({ subscribeToNewsletter: true, marketingConsent: true, name: 'Sam Green Leaf' });
    const { rows } = await identity.db.query('SELECT first_name, last_name, marketing_consent FROM subscribers WHERE lower(email) = lower($1)', [user.email]);
    expect(rows).toEqual([{ first_name: 'Sam', last_name: 'Green Leaf', marketing_consent: true }]);
  });
});

describe('login', () => {
  it('accepts the right password and refuses a wrong one with the same message as an unknown user', async () => {
    const { user } = await register();
    const ok = await identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username: user.username, password: 'secret-pw' });
    expect(ok.user.id).toBe(user.id);
    const wrong = await rpcFailure(identity.call(IdentityPatterns.verifyCredentials, { username: user.username, password: 'wrong-password' }));
    const unknown = await rpcFailure(identity.call(IdentityPatterns.verifyCredentials, { username: 'nobody_at_all', password: 'wrong-password' }));
    expect(wrong).toEqual({ status: 401, message: 'Invalid username or password', extra: undefined });
    expect(unknown).toEqual(wrong);
  });

  it('lets the literal admin log in despite the 7-character rule, and no other short name', async () => {
    const admin = await identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username: 'admin', password: 'admin-test-password' });
    expect(admin.user.isAdmin).toBe(true);
    expect(await rpcFailure(identity.call(IdentityPatterns.verifyCredentials, { username: 'admins', password: 'whatever1' }))).toMatchObject({ status: 400, message: M.usernameMin });
    expect(await rpcFailure(identity.call(IdentityPatterns.verifyCredentials, { username: 'admin', password: '123' }))).toMatchObject({ status: 400, message: M.passwordMin });
  });
});

describe('profiles', () => {
  it('shows the email only to its owner and 404s unknown ids', async () => {
    const { user } = await register();
    const { user: other } = await register();
    expect((await identity.call<UserDto>(IdentityPatterns.getUser, { id: user.id }, actorOf(user))).email).toBe(user.email);
    expect((await identity.call<UserDto>(IdentityPatterns.getUser, { id: user.id }, actorOf(other))).email).toBeUndefined();
    expect(await rpcFailure(identity.call(IdentityPatterns.getUser, { id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ status: 404, message: 'User not found' });
    expect(await rpcFailure(identity.call(IdentityPatterns.getUser, { id: "1' OR '1'='1" }))).toMatchObject({ status: 404 });
  });

  it.each([
    [{ displayName: 'A' }, M.displayNameMin],
    [{ displayName: 'x'.repeat(51) }, M.displayNameMax],
    [{ bio: 'x'.repeat(501) }, M.bioMax],
    [{ location: 'x'.repeat(101) }, M.locationMax],
    [{ pronouns: 'x'.repeat(31) }, M.pronounsMax],
    [{ website: 'notaurl' }, M.websiteInvalid],
    [{ avatar: 'javascript:alert(1)' }, 'Avatar must be an image data URL'],
  ])('rejects %j with the spec message and writes nothing', async (changes, message) => {
    const { user } = await register();
    const before = await outboxCount(IdentityEvents.userUpdated);
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes }, actorOf(user)))).toMatchObject({ status: 400, message });
    expect(await outboxCount(IdentityEvents.userUpdated)).toBe(before);
    expect((await identity.call<UserDto>(IdentityPatterns.getUser, { id: user.id })).displayName).toBe(user.displayName);
  });

  it.each([
    ['a right-to-left override', 'Mary \u202EenaJ'],
    ['an isolate', 'Mary \u2067Jane'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a zero-width joiner between letters', 'ad\u200Dmin'],
    ['a byte order mark inside', 'Ma\uFEFFry'],
    ['a C0 control', 'Mary\u001BJane'],
    ['a C1 control', 'Mary\u0085Jane'],
    ['a noncharacter', 'Mary\u{10FFFF}'],
  ])('refuses a display name with %s and writes nothing (issue 20)', async (_name, displayName) => {
    const { user } = await register();
    const before = await outboxCount(IdentityEvents.userUpdated);
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes: { displayName } }, actorOf(user))))
      .toMatchObject({ status: 400, message: 'Display name contains characters that are not allowed' });
    expect(await outboxCount(IdentityEvents.userUpdated)).toBe(before);
  });

  it('keeps emoji in a display name, ZWJ sequences included', async () => {
    const { user } = await register();
    const updated = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { displayName: 'Jo 👩🏽‍🌾🏳️‍🌈' } }, actorOf(user));
    expect(updated.displayName).toBe('Jo 👩🏽‍🌾🏳️‍🌈');
  });

  it('accepts the boundary values, trims, clears with empty strings, and announces the change', async () => {
    const { user } = await register();
    const before = await outboxCount(IdentityEvents.userUpdated);
    const updated = await identity.call<UserDto>(IdentityPatterns.updateProfile, {
      userId: user.id,
      changes: { displayName: ' Jo ', bio: 'b'.repeat(500), location: 'l'.repeat(100), pronouns: 'p'.repeat(30), website: 'example.com', avatar: null },
    }, actorOf(user));
    expect(updated).toMatchObject({ displayName: 'Jo', website: 'example.com', avatar: null });
    const cleared = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { bio: '', website: '' } }, actorOf(user));
    expect(cleared).toMatchObject({ bio: null, website: null });
    expect(await outboxCount(IdentityEvents.userUpdated)).toBe(before + 2);
  });

  it('lets only the owner edit: signed out 401 "User not authenticated", another member or an admin 403', async () => {
    const { user } = await register();
    const { user: other } = await register();
    const admin: Actor = { id: other.id, isAdmin: true, tier: 'free' };
    const changes = { displayName: 'Hijacked' };
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes }, null))).toMatchObject({ status: 401, message: M.notAuthenticated });
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes }, actorOf(other)))).toMatchObject({ status: 403 });
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes }, admin))).toMatchObject({ status: 403 });
    expect((await identity.call<UserDto>(IdentityPatterns.getUser, { id: user.id })).displayName).toBe(user.displayName);
  });

  it('re-encodes a data-URL avatar to a ≤500x500 JPEG without metadata and keeps it when sent back', async () => {
    const { user } = await register();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2e7d32' } })
      .png().withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } }).toBuffer();
    const updated = await identity.call<UserDto>(IdentityPatterns.updateProfile, {
      userId: user.id, changes: { avatar: `data:image/png;base64,${png.toString('base64')}` },
    }, actorOf(user));
    expect(updated.avatar).toMatch(/^\/media\/avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const stored = readFileSync(path.join(identity.mediaDir, updated.avatar!.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 250 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    const again = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: updated.avatar, bio: 'hi' } }, actorOf(user));
    expect(again.avatar).toBe(updated.avatar);
  });

  it('refuses a data URL that is not an image and an oversized one', async () => {
    const { user } = await register();
    const notImage = `data:image/png;base64,${Buffer.from('MZ this is an exe').toString('base64')}`;
    expect(await rpcFailure(identity.call(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: notImage } }, actorOf(user)))).toMatchObject({ status: 415 });
    const stagedKey = `incoming/2026/11/${randomUUID()}.bin`;
    mkdirSync(path.join(identity.mediaDir, 'incoming/2026/11'), { recursive: true });
    writeFileSync(path.join(identity.mediaDir, stagedKey), Buffer.alloc(6 * 1024 * 1024));
    const huge = await rpcFailure(identity.call(IdentityPatterns.setAvatar, { userId: user.id, uploadKey: stagedKey }, actorOf(user)));
    expect(huge).toMatchObject({ status: 413, message: 'Avatar image must be at most 5 MB' });
    expect(existsSync(path.join(identity.mediaDir, stagedKey))).toBe(false);
    expect(await rpcFailure(identity.call(IdentityPatterns.setAvatar, { userId: user.id, uploadKey: '../../etc/passwd' }, actorOf(user)))).toMatchObject({ status: 400 });
  });

  it('takes an avatar from a staged multipart upload and removes the staged file', async () => {
    const { user } = await register();
    const stagedKey = `incoming/2026/11/${randomUUID()}.bin`;
    mkdirSync(path.join(identity.mediaDir, 'incoming/2026/11'), { recursive: true });
    writeFileSync(path.join(identity.mediaDir, stagedKey), await sharp({ create: { width: 300, height: 900, channels: 3, background: '#81c784' } }).webp().toBuffer());
    const updated = await identity.call<UserDto>(IdentityPatterns.setAvatar, { userId: user.id, uploadKey: stagedKey }, actorOf(user));
    const meta = await sharp(readFileSync(path.join(identity.mediaDir, updated.avatar!.replace('/media/', '')))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 167, height: 500 });
    expect(existsSync(path.join(identity.mediaDir, stagedKey))).toBe(false);
    expect(await rpcFailure(identity.call(IdentityPatterns.setAvatar, { userId: user.id, uploadKey: stagedKey }, { ...actorOf(user), id: randomUUID() }))).toMatchObject({ status: 403 });
  });

  it('deletes the avatar file it no longer uses when an avatar is replaced or removed (issue 9, item 8)', async () => {
    const { user } = await register();
    const image = async (background: string) => `data:image/png;base64,${(await sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer()).toString('base64')}`;
    const onDisk = (url: string | null) => Boolean(url) && existsSync(path.join(identity.mediaDir, url!.replace('/media/', '')));
    const first = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: await image('#1b5e20') } }, actorOf(user));
    const second = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: await image('#aed581') } }, actorOf(user));
    expect([onDisk(first.avatar), onDisk(second.avatar)]).toEqual([false, true]);
    const stagedKey = `incoming/2026/11/${randomUUID()}.bin`;
    mkdirSync(path.join(identity.mediaDir, 'incoming/2026/11'), { recursive: true });
    writeFileSync(path.join(identity.mediaDir, stagedKey), await sharp({ create: { width: 80, height: 80, channels: 3, background: '#33691e' } }).jpeg().toBuffer());
    const third = await identity.call<UserDto>(IdentityPatterns.setAvatar, { userId: user.id, uploadKey: stagedKey }, actorOf(user));
    expect([onDisk(second.avatar), onDisk(third.avatar)]).toEqual([false, true]);
    await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: null } }, actorOf(user));
    expect(onDisk(third.avatar)).toBe(false);
  });

  it("removes a replaced avatar together with its renditions (made by social's media job at derived keys, issue 14)", async () => {
    const { user } = await register();
    const image = `data:image/png;base64,${(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#33691e' } }).png().toBuffer()).toString('base64')}`;
    const first = await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: image } }, actorOf(user));
    const avatarKey = first.avatar!.replace('/media/', '');
    const renditions = avatarRenditionKeys(avatarKey);
    expect(renditions).toHaveLength(2);
    const store = new DiskMediaStore(identity.mediaDir);
    for (const key of renditions) await store.put(key, await sharp({ create: { width: 96, height: 96, channels: 3, background: '#33691e' } }).webp().toBuffer(), 'image/webp');
    await identity.call<UserDto>(IdentityPatterns.updateProfile, { userId: user.id, changes: { avatar: image } }, actorOf(user));
    for (const key of [avatarKey, ...renditions]) expect(await store.stat(key)).toBeNull();
  });

  it('answers several users by id without emails', async () => {
    const { user: a } = await register();
    const { user: b } = await register();
    const users = await identity.call<UserDto[]>(IdentityPatterns.getUsersByIds, { ids: [a.id, b.id, 'nonsense'] });
    expect(users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(users.every((u) => u.email === undefined)).toBe(true);
  });
});

describe('membership', () => {
  it('is free by default and premium after the demo checkout, announcing the change', async () => {
    const { user } = await register();
    const actor = actorOf(user);
    expect(await identity.call<MembershipDto>(IdentityPatterns.getMembership, {}, actor)).toMatchObject({ status: 'free', plan: 'free' });
    const before = await outboxCount(IdentityEvents.membershipChanged);
    const upgraded = await identity.call<MembershipDto>(IdentityPatterns.checkout, { plan: 'cannanaut', interval: 'year' }, actor);
    expect(upgraded).toMatchObject({ status: 'premium', plan: 'cannanaut', interval: 'year', provider: 'demo' });
    expect(new Date(upgraded.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    const login = await identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username: user.username, password: 'secret-pw' });
    expect(login.tier).toBe('premium');
    expect(await outboxCount(IdentityEvents.membershipChanged)).toBe(before + 1);
    const connoisseur = await identity.call<MembershipDto>(IdentityPatterns.checkout, { plan: 'connoisseur', interval: 'month' }, actor);
    expect(connoisseur.status).toBe('connoisseur');
  });

  it('refuses unknown plans and signed-out callers', async () => {
    const { user } = await register();
    expect(await rpcFailure(identity.call(IdentityPatterns.checkout, { plan: 'platinum', interval: 'month' }, actorOf(user)))).toMatchObject({ status: 400 });
    expect(await rpcFailure(identity.call(IdentityPatterns.checkout, { plan: 'cannanaut', interval: 'month' }, null))).toMatchObject({ status: 401 });
  });
});

describe('newsletter', () => {
  // Issue 9 changed the duplicate answer from a 409 to the same neutral 201 (no email enumeration).
  it('subscribes once; a duplicate gets the same answer and adds no row; unknown fields and a bad email are 400 with `error`', async () => {
    const email = `${uniqueUsername()}@example.com`;
    expect(await identity.call(IdentityPatterns.subscribeNewsletter, { email })).toEqual({ message: "You've been added to our mailing list." });
    expect(await identity.call(IdentityPatterns.subscribeNewsletter, { email: email.toUpperCase() })).toEqual({ message: "You've been added to our mailing list." });
    const { rows } = await identity.db.query('SELECT count(*)::int AS n FROM subscribers WHERE lower(email) = lower($1)', [email]);
    expect(rows).toEqual([{ n: 1 }]);
    expect(await rpcFailure(identity.call(IdentityPatterns.subscribeNewsletter, { email, plan: 'x' }))).toEqual({ status: 400, message: 'Unknown field: plan', extra: { error: 'Unknown field: plan' } });
    expect(await rpcFailure(identity.call(IdentityPatterns.subscribeNewsletter, { email: `a\u0000${email}` }))).toMatchObject({ status: 400, extra: { error: 'email contains characters that are not allowed' } });
    expect(await rpcFailure(identity.call(IdentityPatterns.subscribeNewsletter, { email: 'nope' }))).toMatchObject({ status: 400, extra: { error: M.emailInvalid } });
    expect(await rpcFailure(identity.call(IdentityPatterns.subscribeNewsletter, null))).toMatchObject({ status: 400 });
  });
});

describe('admin account', () => {
  it('exists once, created at first start, and a second bootstrap changes nothing', async () => {
    const { rows } = await identity.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'admin' AND is_admin`);
    expect(rows[0].n).toBe(1);
  });
});

describe('admin dashboard figures', () => {
  it('counts every account (the admin included) for admins only', async () => {
    const admin = (await identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username: 'admin', password: 'admin-test-password' })).user;
    const before = await identity.call<{ members: number }>(IdentityPatterns.stats, {}, actorOf(admin));
    const { rows } = await identity.db.query(`SELECT count(*)::int AS n FROM users`);
    expect(before).toEqual({ members: rows[0].n });
    const { user } = await register();
    expect(await identity.call(IdentityPatterns.stats, {}, actorOf(admin))).toEqual({ members: before.members + 1 });
    expect(await rpcFailure(identity.call(IdentityPatterns.stats, {}, actorOf(user)))).toEqual({ status: 403, message: 'Administrators only' });
    expect(await rpcFailure(identity.call(IdentityPatterns.stats, {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});
