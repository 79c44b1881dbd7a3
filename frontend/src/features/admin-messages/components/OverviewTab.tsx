import styled from 'styled-components';
import { ReportLimits } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { StyledPageHeader } from '../../../app/ui/Card';
import { skeletonBlock } from '../../../app/ui/Skeleton';
import { serverText } from '../../../shared/error-text';
import { formatAdminDate } from '../admin-date';
import { useGetMessageStatsQuery } from '../api/adminMessagesApi';
import { StyledFigures } from '../../../app/ui/Figures';
import { ReportStatusBadge } from './ReportStatusBadge';

/** Three counters, the recent reports (5 skeleton rows while loading) and View All Reports. */
export function OverviewTab({ onViewAll }: { onViewAll: () => void }) {
  const { data, isLoading, error } = useGetMessageStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const counters: Array<[string, number | undefined]> = [
    ['Total Messages', data?.totalMessages],
    ['Reported Messages', data?.totalReported],
    ['Pending Reports', data?.pendingReports],
  ];
  return (
    <>
      <StyledFigures>
        {counters.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`counter-${label.toLowerCase().replace(/ /g, '-')}`}>{value ?? '—'}</dd>
          </div>
        ))}
      </StyledFigures>
      <StyledHeading>
        <h2>Recent Reports</h2>
        <StyledButton type="button" $variant="secondary" onClick={onViewAll}>View All Reports</StyledButton>
      </StyledHeading>
      {error && <p role="alert">{serverText(error, 'Unable to load the message statistics.')}</p>}
      <StyledList aria-busy={isLoading} aria-label="Recent reports">
        {isLoading && Array.from({ length: ReportLimits.recentReports }, (_, index) => <StyledSkeleton key={index} data-testid="skeleton-row" />)}
        {data?.recentReports.map((report) => (
          <li key={report.reportId}>
            <div>
              <strong>{report.senderUsername}</strong> reported by <strong>{report.reporterUsername}</strong>
              <ReportStatusBadge status={report.status} />
            </div>
            <q>{report.messageContent}</q>
            <small>Reason: {report.reason} · {formatAdminDate(report.reportedAt)}</small>
          </li>
        ))}
      </StyledList>
      {data && data.recentReports.length === 0 && <p>No reported messages found</p>}
    </>
  );
}

const StyledHeading = styled(StyledPageHeader)`
  margin-bottom: 8px;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li { padding: 12px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 10px; background: ${({ theme }) => theme.colors.surface}; display: flex; flex-direction: column; gap: 4px; }
  li > div { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  q { overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

/** A recent report's height; "&&" outweighs the list's own li background. */
const StyledSkeleton = styled.li`
  && { height: 76px; ${skeletonBlock} }
`;
