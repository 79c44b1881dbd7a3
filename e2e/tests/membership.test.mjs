import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, registerViaApi, skipOnboarding, uniqueUsername } from '../lib/browser.mjs';

const { page, test } = browserSuite();

describe('membership', () => {
  test('a visitor choosing a paid plan gets Login Required and goes to /auth', async () => {
    const p = await page();
    await p.goto('/membership');
    await p.getByRole('button', { name: 'Current Plan' }).waitFor();
    assert.equal(await p.getByRole('button', { name: 'Current Plan' }).isDisabled(), true);
    await p.getByRole('button', { name: 'Choose Cannanaut' }).click();
    await p.getByTestId('toast').getByText('Login Required').waitFor();
    await p.waitForURL((url) => url.pathname === '/auth');
  });

  test('a member upgrades: Processing..., then the success page; the plan becomes current', async () => {
    const p = await page();
    await skipOnboarding(p);
    await registerViaApi(p);
    await p.goto('/membership');
    await p.getByRole('button', { name: /Yearly/ }).click();
    await p.getByText('$42.0').first().waitFor();
    await p.getByRole('button', { name: 'Choose Cannanaut' }).click();
    await p.getByRole('button', { name: 'Processing...' }).waitFor();
    await p.waitForURL((url) => url.pathname === '/membership/success');
    await p.getByRole('heading', { name: 'Welcome to Premium Membership!' }).waitFor();
    assert.equal(await p.evaluate(() => sessionStorage.getItem('subscription_success')), 'true');
    assert.deepEqual(await (await p.request.get('/api/membership/status')).json(), { status: 'premium' });
    await p.getByRole('link', { name: 'Go to your feed' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    // The URL changes before React swaps the page (the feed chunk loads in a transition), so
    // wait for the success page to leave; then its flag must be gone.
    await p.getByRole('heading', { name: 'Welcome to Premium Membership!' }).waitFor({ state: 'detached' });
    assert.equal(await p.evaluate(() => sessionStorage.getItem('subscription_success')), null);
    await p.goto('/membership');
    const cannanaut = p.getByRole('region', { name: 'Cannanaut' });
    await cannanaut.getByRole('button', { name: 'Current Plan' }).waitFor();
  });
});

describe('newsletter', () => {
  // Issue 9: a known email gets the same answer as a new one (no email enumeration).
  test('subscribing twice: success both times, the list does not say whose email it holds', async () => {
    const p = await page();
    await p.goto('/');
    const email = `${uniqueUsername()}@example.com`;
    await p.getByLabel('Email address').fill(email);
    await p.getByRole('button', { name: 'Subscribe' }).click();
    const toast = p.getByTestId('toast');
    await toast.getByText('Success!').waitFor();
    await toast.getByText("You've been added to our mailing list.").waitFor();
    await p.getByLabel('Email address').fill(email);
    await toast.getByText('Success!').waitFor({ state: 'detached', timeout: 8000 }).catch(() => undefined);
    await p.getByRole('button', { name: 'Subscribe' }).click();
    await toast.getByText("You've been added to our mailing list.").waitFor();
    assert.equal(await p.getByText('This email is already subscribed.').count(), 0);
  });
});
