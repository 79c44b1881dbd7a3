import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppealMessages, type ModerationNoticeDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../../app/testing/render';
import { AppealForm } from './AppealForm';

afterEach(() => vi.unstubAllGlobals());

const notice = (overrides: Partial<ModerationNoticeDto> = {}): ModerationNoticeDto => ({
  id: 'd1', action: 'remove', targetType: 'post', rule: 'spam-or-selling', ruleTitle: 'Spam or selling', headline: 'Removed by moderators',
  excerpt: 'Seeds for swap', note: null, createdAt: '2026-01-05T16:00:00.000Z', appeal: null, ...overrides,
});

describe('AppealForm', () => {
  it('appeals once with a reason; an empty reason is refused before sending', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: testUser() },
      'POST /api/appeals': { status: 201, body: { id: 'a1', decisionId: 'd1', status: 'pending', text: 'A swap', note: null, createdAt: '2026-01-06T10:00:00.000Z', decidedAt: null } },
    });
    renderWithApp(<AppealForm notice={notice()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AppealMessages.textRequired);
    await userEvent.type(screen.getByLabelText('Why should the moderators change this decision?'), 'A swap');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decisionId: 'd1', text: 'A swap' }));
  });

  it('shows the server\'s refusal', async () => {
    mockApi({ 'GET /api/me': { body: testUser() }, 'POST /api/appeals': { status: 409, body: { message: AppealMessages.alreadyAppealed } } });
    renderWithApp(<AppealForm notice={notice()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    await userEvent.type(screen.getByLabelText('Why should the moderators change this decision?'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AppealMessages.alreadyAppealed);
  });

  it('shows a decided appeal\'s outcome and the answer instead of the form', () => {
    mockApi({ 'GET /api/me': { body: testUser() } });
    renderWithApp(<AppealForm notice={notice({
      appeal: { id: 'a1', decisionId: 'd1', status: 'reversed', text: 'A swap', note: 'Swaps are fine', createdAt: '2026-01-06T10:00:00.000Z', decidedAt: '2026-01-06T11:00:00.000Z' },
    })} />);
    expect(screen.getByText('Appeal accepted: the decision was reversed')).toBeTruthy();
    expect(screen.getByText("Moderator's answer: Swaps are fine")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  });
});
