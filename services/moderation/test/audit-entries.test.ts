import { overviewAudit, reportListAudit, reportStatusAudit, subjectsOf, userLookupAudit } from '../src/audit/audit-entries.js';

const A = 'aaaaaaaa-0000-4000-8000-000000000000';
const B = 'bbbbbbbb-0000-4000-8000-000000000000';
const C = 'cccccccc-0000-4000-8000-000000000000';
const ADMIN = 'dddddddd-0000-4000-8000-000000000000';

describe('audit entries', () => {
  it('names every party of the messages shown, once, in order', () => {
    expect(subjectsOf([{ sender_id: A, receiver_id: B }, { sender_id: B, receiver_id: A }, { sender_id: C, receiver_id: A }])).toEqual([A, B, C]);
    expect(subjectsOf([])).toEqual([]);
  });

  it('logs a page of reports only when it showed any', () => {
    expect(reportListAudit(ADMIN, 'pending', [], null)).toBeNull();
    expect(reportListAudit(ADMIN, 'pending', [{ id: 'r1', sender_id: A, receiver_id: B }], null)).toEqual({
      adminId: ADMIN, action: 'report_list', subjectIds: [A, B], reason: 'Reviewed pending reported messages', detail: { filter: 'pending', reportIds: ['r1'], page: 'first' },
    });
    expect(reportListAudit(ADMIN, 'all', [{ id: 'r1', sender_id: A, receiver_id: B }], 'cursor')).toMatchObject({ reason: 'Reviewed reported messages', detail: { page: 'later' } });
    expect(overviewAudit(ADMIN, [])).toBeNull();
    expect(overviewAudit(ADMIN, [{ id: 'r2', sender_id: C, receiver_id: A }])).toMatchObject({ action: 'report_overview', subjectIds: [C, A], reason: 'Viewed the most recent reports' });
  });

  it('logs status changes and every user look-up, even one that found nothing', () => {
    expect(reportStatusAudit(ADMIN, { id: 'r1', sender_id: A, receiver_id: B }, 'dismissed')).toEqual({
      adminId: ADMIN, action: 'report_status', subjectIds: [A, B], reason: 'Marked a report dismissed', detail: { reportId: 'r1', status: 'dismissed' },
    });
    expect(userLookupAudit(ADMIN, C, [], null)).toEqual({
      adminId: ADMIN, action: 'user_lookup', subjectIds: [C], reason: "Looked up a member's messages", detail: { messageIds: [], page: 'first' },
    });
  });
});
