import styled from 'styled-components';
import { REPORT_OUTCOME_LABELS, ruleTitle, type MyContentReportDto, type ReportTargetType } from '@cannaverse/contracts';
import { StyledCard, StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { LoadMore } from '../../app/ui/LoadMore';
import { SkeletonRegion, StyledSkeletonText } from '../../app/ui/Skeleton';
import { pageItems } from '../../app/paging';
import { formatDate } from '../../shared/format';
import { AppealForm } from './components/AppealForm';
import { useGetModerationNoticesInfiniteQuery, useGetMyReportsInfiniteQuery } from './api/reportsApi';

const TARGET_NAMES: Record<ReportTargetType, string> = { post: 'Post', comment: 'Comment', story: 'Story', member: 'Member', stream: 'Stream', chat: 'Chat message' };

export const NO_REPORTS_TEXT = "You haven't reported anything.";

const statusText = (report: MyContentReportDto) => (report.outcome ? REPORT_OUTCOME_LABELS[report.outcome] : 'Waiting for a moderator');

/** /reports: what the member reported and what came of it, and the moderators' decisions about their own content. */
export default function MyReportsPage() {
  const reports = useGetMyReportsInfiniteQuery();
  const notices = useGetModerationNoticesInfiniteQuery();
  const items = pageItems(reports.data);
  const decisions = pageItems(notices.data);

  return (
    <StyledStack>
      <StyledPageHeader><h1>Reports</h1></StyledPageHeader>
      {decisions.length > 0 && (
        <StyledCard aria-labelledby="notices-heading">
          <h2 id="notices-heading">Decisions about your content</h2>
          <StyledList>
            {decisions.map((notice) => (
              <li key={notice.id} data-testid="moderation-notice">
                <strong>{notice.headline}</strong> <StyledMuted>· {notice.ruleTitle} · {formatDate(notice.createdAt)}</StyledMuted>
                {notice.excerpt && <StyledQuote>{notice.excerpt}</StyledQuote>}
                {notice.note && <p>Moderator's note: {notice.note}</p>}
                <AppealForm notice={notice} />
              </li>
            ))}
          </StyledList>
          <LoadMore {...notices} label="Show more decisions" />
        </StyledCard>
      )}
      <StyledCard aria-labelledby="mine-heading">
        <h2 id="mine-heading">Your reports</h2>
        {reports.isLoading && (
          <SkeletonRegion label="Loading your reports..." testId="reports-skeleton">
            {[0, 1, 2].map((key) => <p key={key}><StyledSkeletonText $width="70%" /></p>)}
          </SkeletonRegion>
        )}
        {reports.isError && <p role="alert">Unable to load your reports.</p>}
        {!reports.isLoading && !reports.isError && items.length === 0 && <StyledMuted as="p">{NO_REPORTS_TEXT}</StyledMuted>}
        {items.length > 0 && (
          <StyledList>
            {items.map((report) => (
              <li key={report.id} data-testid="my-report">
                <div>
                  <strong>{TARGET_NAMES[report.targetType]}</strong> <StyledMuted>· {ruleTitle(report.rule)} · {formatDate(report.createdAt)}</StyledMuted>
                </div>
                {report.excerpt && <StyledQuote>{report.excerpt}</StyledQuote>}
                <StyledStatus $decided={report.status !== 'pending'}>{statusText(report)}</StyledStatus>
              </li>
            ))}
          </StyledList>
        )}
        <LoadMore {...reports} label="Show more reports" />
      </StyledCard>
    </StyledStack>
  );
}

const StyledStack = styled(StyledPage)`
  display: grid;
  gap: 16px;
  align-content: start;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 12px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  li:last-child { border-bottom: 0; }
  p { margin: 4px 0 0; }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledQuote = styled.blockquote`
  margin: 6px 0;
  padding: 6px 10px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const StyledStatus = styled.p<{ $decided: boolean }>`
  font-weight: 600;
  color: ${({ theme, $decided }) => ($decided ? theme.colors.brandDark : theme.colors.muted)};
`;
