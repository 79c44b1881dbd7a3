import { useRef, useState } from 'react';
import styled from 'styled-components';
import { CONTENT_REPORT_STATUS_FILTERS, QUEUE_TARGET_TYPES, type ContentReportStatusFilter, type QueueTargetType } from '@cannaverse/contracts';
import { StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { LoadMore } from '../../app/ui/LoadMore';
import { SkeletonRegion, StyledSkeletonCard } from '../../app/ui/Skeleton';
import { pageItems } from '../../app/paging';
import { useGetReportQueueInfiniteQuery } from './api/adminReportsApi';
import { QueuedReport, TARGET_LABELS } from './components/QueuedReport';
import { AppealsQueue } from './components/AppealsQueue';
import { Tabs, type TabItem } from '../../app/ui/Tabs';

const STATUS_LABELS: Record<ContentReportStatusFilter, string> = { pending: 'Pending', actioned: 'Actioned', dismissed: 'Dismissed', all: 'All' };
export const EMPTY_QUEUE_TEXT = 'No reports here.';

/** /admin/reports: the one queue of reported posts, comments, stories, members, streams and chat lines, and members' appeals (issue 24). */
export default function AdminReportsPage() {
  const [tab, setTab] = useState<QueueTab>('reports');
  return (
    <StyledQueuePage>
      <StyledPageHeader><h1>Moderation queue</h1></StyledPageHeader>
      <Tabs<QueueTab> label="Moderation queue" tabs={QUEUE_TABS} selected={tab} onSelect={setTab} look="underline">
        {tab === 'reports' ? <ReportsQueue /> : <AppealsQueue />}
      </Tabs>
    </StyledQueuePage>
  );
}

type QueueTab = 'reports' | 'appeals';
const QUEUE_TABS: ReadonlyArray<TabItem<QueueTab>> = [{ id: 'reports', label: 'Reports' }, { id: 'appeals', label: 'Appeals' }];

/** The reports tab: filters, the reports and their decisions. */
function ReportsQueue() {
  const [status, setStatus] = useState<ContentReportStatusFilter>('pending');
  const [targetType, setTargetType] = useState<QueueTargetType | ''>('');
  const query = useGetReportQueueInfiniteQuery({ status, targetType });
  const reports = pageItems(query.data);
  const refs = useRef<Array<HTMLElement | null>>([]);
  const move = (index: number, step: 1 | -1) => refs.current[index + step]?.focus();

  return (
    <StyledQueue>
      <StyledFilters>
          <label htmlFor="queue-status">Status</label>
          <select id="queue-status" value={status} onChange={(event) => setStatus(event.target.value as ContentReportStatusFilter)}>
            {CONTENT_REPORT_STATUS_FILTERS.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
          </select>
          <label htmlFor="queue-type">Type</label>
          <select id="queue-type" value={targetType} onChange={(event) => setTargetType(event.target.value as QueueTargetType | '')}>
            <option value="">All types</option>
            {QUEUE_TARGET_TYPES.map((value) => <option key={value} value={value}>{TARGET_LABELS[value]}</option>)}
          </select>
      </StyledFilters>
      <StyledHelp>Focus a report (Tab) and press <kbd>D</kbd> to dismiss, <kbd>R</kbd> to remove, <kbd>W</kbd> to warn; <kbd>J</kbd> and <kbd>K</kbd> move between reports.</StyledHelp>
      {query.isLoading && (
        <SkeletonRegion label="Loading reports..." testId="queue-skeleton">
          {[0, 1, 2].map((key) => <StyledSkeletonCard key={key}><span className="line title" /><span className="line medium" /><span className="line short" /></StyledSkeletonCard>)}
        </SkeletonRegion>
      )}
      {query.isError && <p role="alert">Unable to load reports.</p>}
      {!query.isLoading && !query.isError && reports.length === 0 && <StyledEmpty>{EMPTY_QUEUE_TEXT}</StyledEmpty>}
      <StyledList>
        {reports.map((report, index) => (
          <QueuedReport key={report.id} report={report} ref={(element) => { refs.current[index] = element; }} onMove={(step) => move(index, step)} />
        ))}
      </StyledList>
      <LoadMore {...query} label="Show more reports" />
    </StyledQueue>
  );
}

const StyledQueuePage = styled(StyledPage)`
  display: grid;
  gap: 12px;
  align-content: start;
`;

const StyledQueue = styled.div`
  display: grid;
  gap: 12px;
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  select { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; }
`;

const StyledHelp = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  kbd { font-size: 0.8rem; border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; }
`;

const StyledList = styled.div`
  display: grid;
  gap: 12px;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
