// Live chat that says what happened (issue 21): a member the creator bans sees one clear banned
// state and the page stops trying to reconnect; the creator lifts the ban from the Bans list and
// the member chats again; a Like shows up for everyone in the room.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, registerViaApi, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const BANNED = "You are banned from this stream's chat";

/** A signed-in member (onboarding overlays off). */
async function member(options = {}) {
  const p = await page(options);
  await skipOnboarding(p);
  const account = await registerViaApi(p);
  return { p, account };
}

const chatOpen = (/** @type {import('playwright-core').Page} */ p) =>
  p.waitForFunction(() => !document.querySelector('button[aria-label="Send message"]')?.hasAttribute('disabled'));

describe('live chat moderation', () => {
  test('a banned viewer sees the banned state without reconnecting; the creator lifts the ban from the list', async () => {
    const host = await member();
    const guest = await member({ width: 375, height: 800 });
    const created = await host.p.request.post('/api/livestreams', { data: { title: 'Moderated chat' }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    const stream = await created.json();

    await host.p.goto(`/livestreams/${stream.id}`);
    await guest.p.goto(`/livestreams/${stream.id}`);
    await chatOpen(host.p);
    await chatOpen(guest.p);

    // Reactions reach everyone in the room, not only the sender.
    await guest.p.getByRole('button', { name: 'Like this stream' }).click();
    await host.p.getByLabel('1 reaction').waitFor();

    await guest.p.getByPlaceholder('Type a message...').fill('buy followers at spam.example');
    await guest.p.getByRole('button', { name: 'Send message' }).click();
    const log = host.p.getByRole('log', { name: 'Chat messages' });
    await log.getByText('buy followers at spam.example').waitFor();

    // Ban asks first.
    await log.getByText('Moderate').click();
    await log.getByRole('button', { name: 'Ban from chat' }).click();
    const confirm = host.p.getByRole('dialog', { name: /^Ban .+ from this chat\?$/ });
    await confirm.getByRole('button', { name: 'Ban', exact: true }).click();
    await host.p.getByTestId('toast').filter({ hasText: 'is banned from this chat' }).waitFor();

    // The guest's open page: one clear state, no input, no "Reconnecting...".
    await guest.p.getByRole('alert').filter({ hasText: BANNED }).waitFor();
    assert.equal(await guest.p.getByText(BANNED).count(), 1);
    assert.equal(await guest.p.getByPlaceholder('Type a message...').count(), 0);

    // Coming back to the page: the same state, and the socket is not retried (it was, for ever).
    const sockets = [];
    guest.p.on('websocket', (socket) => sockets.push(socket.url()));
    await guest.p.reload();
    await guest.p.getByRole('alert').filter({ hasText: BANNED }).waitFor();
    await guest.p.waitForTimeout(5_000);
    assert.equal(sockets.length, 1, `the page opened ${sockets.length} sockets`);
    assert.equal(await guest.p.getByTestId('toast').filter({ hasText: 'Connection Error' }).count(), 0);
    assert.equal(await guest.p.getByText('Chat is disconnected. Reconnecting...').count(), 0);

    // The creator's Bans list, with Lift.
    await host.p.getByRole('tab', { name: 'Bans' }).click();
    const bans = host.p.getByRole('list', { name: 'Active bans and timeouts' });
    await bans.getByText('Banned').waitFor();
    await bans.getByRole('button', { name: /^Lift the ban of / }).click();
    await host.p.getByText('Nobody is banned or timed out.').waitFor();

    await guest.p.reload();
    await chatOpen(guest.p);
    assert.equal(await guest.p.getByText(BANNED).count(), 0);
    await guest.p.getByPlaceholder('Type a message...').fill('sorry, back to the grow');
    await guest.p.getByRole('button', { name: 'Send message' }).click();
    await host.p.getByRole('tab', { name: /^Chat/ }).click();
    await host.p.getByRole('log', { name: 'Chat messages' }).getByText('sorry, back to the grow').waitFor();
  });
});
