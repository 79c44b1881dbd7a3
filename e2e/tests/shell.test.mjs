import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, registerViaApi, skipOnboarding, uniqueUsername, withScreenshots } from '../lib/browser.mjs';

let browser;
const open = [];
const page = async (options) => { const p = await newPage(browser, options); open.push(p); return p; };
before(async () => { browser = await launch(); });
after(async () => browser?.close());
const test = (name, body) => it(name, () => withScreenshots(name, () => open.splice(0), body));

describe('age gate', () => {
  test('a newcomer sees the age gate, confirms, and lands on the landing page', async () => {
    const p = await page({ ageVerified: false });
    await p.goto('/');
    const dialog = p.getByRole('dialog', { name: 'Are you 21 or older?' });
    await dialog.waitFor();
    await p.getByRole('button', { name: "I'm 21+ Years Old" }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await p.evaluate(() => localStorage.getItem('age_verified')), 'true');
    await p.getByRole('heading', { name: 'Your home for everything cannabis' }).waitFor();
    await p.reload();
    assert.equal(await p.getByRole('dialog').count(), 0);
  });

  test("'I'm Not 21+' shows Age Verification Required with Try Again", async () => {
    const p = await page({ ageVerified: false });
    await p.goto('/');
    await p.getByRole('button', { name: "I'm Not 21+" }).click();
    await p.getByRole('heading', { name: 'Age Verification Required' }).waitFor();
    assert.match(await p.textContent('body'), /must be 21 or older/);
    await p.getByRole('button', { name: 'Try Again' }).click();
    await p.getByRole('dialog', { name: 'Are you 21 or older?' }).waitFor();
  });
});

describe('accounts', () => {
  test('register shows the spec messages for invalid input, then succeeds', async () => {
    const p = await page();
    await p.goto('/auth');
    await p.getByRole('tab', { name: 'Register' }).click();
    await p.getByLabel('Username').fill('short');
    await p.getByLabel('Email').fill('not-an-email');
    await p.getByLabel('Password').fill('12345');
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByText('Username must be at least 7 characters', { exact: true }).waitFor();
    await p.getByText('Please enter a valid email address.').waitFor();
    await p.getByText('Password must be at least 6 characters.').waitFor();

    const username = uniqueUsername();
    await p.getByLabel('Username').fill(username);
    await p.getByLabel('Email').fill(`${username}@example.com`);
    await p.getByLabel('Password').fill('secret-pw');
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByTestId('toast').getByText('Registration successful').waitFor();
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('dialog', { name: 'Welcome to Cannaverse!' }).waitFor(); // the wizard opens for new members
  });

  test('a failed login shows the server message inline and the toast', async () => {
    const p = await page();
    await p.goto('/auth');
    await p.getByLabel('Username').fill('nobody_here_at_all');
    await p.getByLabel('Password').fill('wrong-password');
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.getByTestId('login-error').getByText('Invalid username or password').waitFor();
    const toast = p.getByTestId('toast');
    await toast.getByText('Login failed').waitFor();
    await toast.getByText('Invalid username or password').waitFor();
  });

  test('login then logout', async () => {
    const setup = await page();
    const { username, password } = await registerViaApi(setup);
    const p = await page();
    await skipOnboarding(p);
    await p.goto('/auth');
    await p.getByLabel('Username').fill(username);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.getByTestId('toast').getByText('Login successful').waitFor();
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('heading', { name: 'Community Feed' }).waitFor();
    await p.getByRole('button', { name: 'Logout' }).click();
    await p.getByRole('heading', { name: 'Your home for everything cannabis' }).waitFor();
    const me = await p.request.get('/api/me');
    assert.equal(me.status(), 401);
  });
});

describe('routes', () => {
  test('a protected route says Redirecting to login... and goes to /auth', async () => {
    const p = await page();
    await p.goto('/profile/123');
    await p.getByText('Redirecting to login...').waitFor();
    await p.waitForURL((url) => url.pathname === '/auth');
  });

  test('a member who is not an admin is sent from /admin/messages to /', async () => {
    const p = await page();
    await skipOnboarding(p);
    await registerViaApi(p);
    await p.goto('/admin/messages');
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('heading', { name: 'Community Feed' }).waitFor();
  });

  test('an unknown path shows the 404 page', async () => {
    const p = await page();
    await p.goto('/no/such/page');
    await p.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await p.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
