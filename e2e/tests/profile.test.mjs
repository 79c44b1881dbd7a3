// User profile (spec §2 "User profile", §5 profile field rules, §6 who sees Follow / Edit Profile).
import { describe } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import { browserSuite, registerViaApi, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** Set E2E_SHOTS=<dir> to keep a screenshot of each checked state for a human to look at. */
const shot = async (p, name) => {
  if (process.env.E2E_SHOTS) await p.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: false });
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn() {
  const p = await page();
  await skipOnboarding(p);
  const member = await registerViaApi(p);
  return { p, member };
}

const count = (p, label) => p.getByTestId(`count-${label}`);
async function expectCount(p, label, value) {
  await p.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, [`count-${label}`, String(value)]);
}

describe('profile', () => {
  test('follow another member from their profile: followers 0 -> 1 -> 0, Following on my own profile, after reloads', async () => {
    const other = await page();
    const { user: target } = await registerViaApi(other);
    const { p, member } = await signedIn();

    await p.goto(`/profile/${target.id}`);
    await p.getByRole('heading', { level: 1, name: target.username }).waitFor();
    const follow = p.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor();
    assert.equal(await p.getByRole('button', { name: 'Edit Profile' }).count(), 0, 'Edit Profile is for the owner only');
    assert.equal(await p.locator('#avatar-upload').count(), 0, 'avatar upload is for the owner only');
    assert.equal(await count(p, 'followers').textContent(), '0');
    assert.equal(await follow.getAttribute('aria-pressed'), 'false');

    await follow.click();
    const unfollow = p.getByRole('button', { name: 'Unfollow', exact: true });
    await unfollow.waitFor();
    assert.equal(await unfollow.getAttribute('aria-pressed'), 'true');
    await expectCount(p, 'followers', 1);
    await shot(p, 'profile-followed');
    await p.reload();
    await unfollow.waitFor();
    await expectCount(p, 'followers', 1);

    await p.goto(`/profile/${member.user.id}`);
    await p.getByRole('heading', { level: 1, name: member.username }).waitFor();
    await expectCount(p, 'following', 1);
    await p.getByRole('button', { name: 'Edit Profile', exact: true }).waitFor();
    assert.equal(await p.getByRole('button', { name: /^(Follow|Unfollow)$/ }).count(), 0, 'no Follow on my own profile');

    await p.goto(`/users/${target.id}`);
    await unfollow.click();
    await follow.waitFor();
    await expectCount(p, 'followers', 0);
    await p.reload();
    await follow.waitFor();
    await expectCount(p, 'followers', 0);
  });

  test('edit profile: invalid values show the spec messages and are not saved; valid ones are saved and shown', async () => {
    const { p, member } = await signedIn();
    const puts = [];
    p.on('request', (request) => { if (request.method() === 'PUT' && request.url().includes('/api/users/')) puts.push(request.url()); });
    await p.goto(`/profile/${member.user.id}`);
    await p.getByRole('heading', { level: 1, name: member.username }).waitFor();
    await p.getByText('No posts yet', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();

    const displayName = dialog.getByLabel('Display Name');
    const website = dialog.getByLabel('Website');
    const bio = dialog.getByLabel('Bio');
    await displayName.fill('X');
    await website.fill('notaurl');
    await bio.fill('b'.repeat(501));
    await dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await dialog.getByText('Display name must be at least 2 characters', { exact: true }).waitFor();
    await dialog.getByText('Please enter a valid URL', { exact: true }).waitFor();
    await dialog.getByText("Bio can't exceed 500 characters", { exact: true }).waitFor();
    assert.equal(await displayName.getAttribute('aria-invalid'), 'true');
    assert.equal(await website.getAttribute('aria-invalid'), 'true');
    assert.equal(await bio.getAttribute('aria-invalid'), 'true');
    assert.equal(await dialog.isVisible(), true);
    assert.deepEqual(puts, [], 'invalid values were sent');
    await shot(p, 'profile-invalid');

    const name = `Green Thumb ${unique()}`;
    const newBio = `Growing since 2019. ${'x'.repeat(480)}`;
    assert.equal(newBio.length, 500);
    await displayName.fill(name);
    await dialog.getByLabel('Pronouns').fill('they/them');
    await bio.fill(newBio);
    await website.fill('example.org/grow-diary');
    await dialog.getByLabel('Location').fill('Denver, CO');
    await dialog.getByText('Display name must be at least 2 characters').waitFor({ state: 'detached' });
    await dialog.getByText('Please enter a valid URL').waitFor({ state: 'detached' });
    await dialog.getByText("Bio can't exceed 500 characters").waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(puts.length, 1);
    await p.getByTestId('toast').waitFor();

    const shown = async () => {
      await p.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      await p.getByText(`@${member.username}`).waitFor();
      await p.getByText('they/them', { exact: true }).waitFor();
      await p.getByText(newBio, { exact: true }).waitFor();
      await p.getByText('Denver, CO', { exact: true }).waitFor();
      const link = p.getByRole('link', { name: 'example.org/grow-diary', exact: true });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), 'https://example.org/grow-diary');
    };
    await shown();
    await shot(p, 'profile-saved');
    await p.reload();
    await shown();

    // Reopening the form starts from the saved values.
    await p.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    assert.equal(await dialog.getByLabel('Display Name').inputValue(), name);
    assert.equal(await dialog.getByLabel('Website').inputValue(), 'example.org/grow-diary');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test("a missing member shows 'User not found'", async () => {
    const { p } = await signedIn();
    await p.goto('/profile/00000000-0000-4000-8000-000000000000');
    // Announced (the card is an alert) and still a heading for screen-reader heading navigation.
    await p.getByRole('alert').filter({ hasText: 'User not found' }).waitFor();
    assert.equal(await p.getByRole('heading', { level: 1, name: 'User not found' }).textContent(), 'User not found');
  });
});
