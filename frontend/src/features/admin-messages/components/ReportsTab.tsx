import styled from 'styled-components';
import { REPORT_STATUS_FILTERS, type MessageReportDto, type ReportStatusFilter, type ReviewedReportStatus } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { StyledButton } from '../../../app/ui/Button';
import { StyledSkeletonBox, StyledSkeletonCircle, SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { formatAdminDate } from '../admin-date';
import { useGetReportedMessagesInfiniteQuery, useUpdateReportStatusMutation } from '../api/adminMessagesApi';
import { ReportStatusBadge } from './ReportStatusBadge';
import { LoadMore } from '../../../app/ui/LoadMore';

export const emptyReportsText = (filter: ReportStatusFilter) => (filter === 'all' ? 'No reported messages found' : `No ${filter} reports found`);

/** Reports by status (pending, resolved, dismissed, all) with refresh; pending ones offer Mark Resolved and Dismiss. */
export function ReportsTab({ filter, onFilter }: { filter: ReportStatusFilter; onFilter: (filter: ReportStatusFilter) => void }) {
  const { data, isLoading, isFetching, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetReportedMessagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const reports = pageItems(data);
  return (
    <>
      <StyledToolbar>
        <label htmlFor="report-status">Status</label>
        <select id="report-status" value={filter} onChange={(event) => onFilter(event.target.value as ReportStatusFilter)}>
          {REPORT_STATUS_FILTERS.map((status) => <option key={status} value={status}>{status}</option>)}
        </select>
        <StyledButton type="button" $variant="secondary" onClick={() => refetch()} disabled={isFetching}>Refresh</StyledButton>
      </StyledToolbar>
      {isLoading && <ReportsSkeleton />}
      {error && !data && <p role="alert">{serverText(error, 'Unable to load the reports.')}</p>}
      {data && reports.length === 0 && <p>{emptyReportsText(filter)}</p>}
      <StyledList aria-label="Reports">
        {reports.map((report) => <ReportCard key={report.id} report={report} />)}
      </StyledList>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}

function ReportCard({ report }: { report: MessageReportDto }) {
  const [update, { isLoading }] = useUpdateReportStatusMutation();
  const { toast } = useToast();
  const change = async (status: ReviewedReportStatus) => {
    try {
      await update({ reportId: report.id, status }).unwrap();
      toast({ title: 'Report updated', description: 'The report status has been updated successfully.' });
    } catch (error) {
      toast({ title: 'Update failed', description: serverText(error, 'Failed to update report status.'), variant: 'destructive' });
    }
  };
  return (
    <li data-testid="report">
      <StyledParties>
        <UserAvatar user={report.sender} size={32} />
        <span><strong>{report.sender.username}</strong> to <strong>{report.receiver.username}</strong></span>
        <ReportStatusBadge status={report.status} />
      </StyledParties>
      <StyledMessage>
        <p>{report.message.content}</p>
        <small>Sent {formatAdminDate(report.message.createdAt)}</small>
      </StyledMessage>
      <p><strong>Reason:</strong> {report.reason}</p>
      <small>Reported by {report.reporter.username} on {formatAdminDate(report.createdAt)}</small>
      {report.status === 'pending' && (
        <StyledActions>
          <StyledButton type="button" disabled={isLoading} onClick={() => change('resolved')}>Mark Resolved</StyledButton>
          <StyledButton type="button" $variant="secondary" disabled={isLoading} onClick={() => change('dismissed')}>Dismiss</StyledButton>
        </StyledActions>
      )}
    </li>
  );
}

/** ReportCard's shape while the reports load: avatar, who to whom and the badge, the quoted message, reason and reporter, the two buttons. */
function ReportsSkeleton() {
  return (
    <SkeletonRegion label="Loading reports..." testId="reports-skeleton">
      <StyledList>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <StyledParties><StyledSkeletonCircle $size={32} /><StyledSkeletonText $width="40%" /><StyledSkeletonBox $width="4.5em" $height="1.5em" $radius="999px" /></StyledParties>
            <StyledMessage><p><StyledSkeletonText $width="85%" /></p><small><StyledSkeletonText $width="30%" /></small></StyledMessage>
            <p><StyledSkeletonText $width="55%" /></p>
            <small><StyledSkeletonText $width="45%" /></small>
            <StyledActions><StyledSkeletonBox $width="9.5em" /><StyledSkeletonBox $width="6em" /></StyledActions>
          </li>
        ))}
      </StyledList>
    </SkeletonRegion>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  label { font-weight: 600; }
  select { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; text-transform: capitalize; }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  > li { padding: 14px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 10px; background: ${({ theme }) => theme.colors.surface}; }
  > li > p { margin: 8px 0 2px; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledParties = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  span { overflow-wrap: anywhere; }
`;

const StyledMessage = styled.blockquote`
  margin: 10px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 10px;
`;
