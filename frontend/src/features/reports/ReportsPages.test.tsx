import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_RULES, type ModerationNoticeDto, type MyContentReportDto } from '@cannaverse/contracts';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testUser } from '../../app/testing/render';
import MyReportsPage, { NO_REPORTS_TEXT } from './MyReportsPage';
import RulesPage from './RulesPage';

afterEach(() => vi.unstubAllGlobals());

const mine = (id: string, overrides: Partial<MyContentReportDto> = {}): MyContentReportDto => ({
  id, targetType: 'post', targetId: 'p1', rule: 'spam-or-selling', details: null, status: 'pending', outcome: null,
  excerpt: 'Cheap clones', createdAt: '2026-01-05T15:07:00.000Z', decidedAt: null, ...overrides,
});

describe('RulesPage', () => {
  it('lists every community rule with its description', async () => {
    mockApi({ 'GET /api/community-rules': { body: COMMUNITY_RULES } });
    renderWithApp(<RulesPage />);
    expect(screen.getByRole('heading', { name: 'Community rules' })).toBeTruthy();
    for (const rule of COMMUNITY_RULES) expect(await screen.findByRole('heading', { name: rule.title })).toBeTruthy();
    expect(screen.getByText(COMMUNITY_RULES[0].description)).toBeTruthy();
  });

  it('says so when the rules cannot be loaded', async () => {
    mockApi({ 'GET /api/community-rules': { status: 503, body: { message: 'The moderation service is not available right now' } } });
    renderWithApp(<RulesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The rules could not be loaded.');
  });
});

describe('MyReportsPage', () => {
  it('shows each report with its outcome, and the decisions about the member\'s own content', async () => {
    const notice: ModerationNoticeDto = {
      id: 'd1', action: 'remove', targetType: 'comment', rule: 'harassment', ruleTitle: 'Harassment', headline: 'Removed by moderators',
      excerpt: 'you are an idiot', note: 'Be civil', createdAt: '2026-01-05T16:00:00.000Z', appeal: null,
    };
    mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/reports/mine': { body: { items: [mine('r1', { status: 'actioned', outcome: 'remove', decidedAt: '2026-01-05T16:00:00.000Z' }), mine('r2', { targetType: 'member', excerpt: null })], nextCursor: null } },
      'GET /api/moderation/notices': { body: { items: [notice], nextCursor: null } },
    });
    renderWithApp(<MyReportsPage />);
    const [removed, waiting] = await screen.findAllByTestId('my-report');
    expect(within(removed).getByText('Content removed')).toBeTruthy();
    expect(within(removed).getByText('Cheap clones')).toBeTruthy();
    expect(within(waiting).getByText('Waiting for a moderator')).toBeTruthy();
    expect(await screen.findByText('Removed by moderators')).toBeTruthy();
    expect(screen.getByText(/Harassment/)).toBeTruthy();
    expect(screen.getByText("Moderator's note: Be civil")).toBeTruthy();
  });

  it('says when the member has reported nothing', async () => {
    mockApi({
      'GET /api/me': { body: testUser() },
      'GET /api/reports/mine': { body: { items: [], nextCursor: null } },
      'GET /api/moderation/notices': { body: { items: [], nextCursor: null } },
    });
    renderWithApp(<MyReportsPage />);
    expect(await screen.findByText(NO_REPORTS_TEXT)).toBeTruthy();
  });
});
