import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledCard, StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { serverText } from '../../shared/error-text';
import { StyledFigures } from '../../app/ui/Figures';
import { useGetAdminDashboardQuery } from './api/adminDashboardApi';
import { AuditEntries, AuditEntriesSkeleton } from './components/AuditEntries';
import { FullAuditLog } from './components/FullAuditLog';
import { AccountErasures } from './components/AccountErasures';

/** '—' for a figure whose service did not answer. */
const figure = (value: number | null | undefined) => (typeof value === 'number' ? value.toLocaleString('en-US') : '—');

/** /admin/dashboard (linked by the spec, not shown): each figure from the service that owns it. */
export default function AdminDashboardPage() {
  const { data, isLoading, error, refetch, isFetching } = useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const [fullLog, setFullLog] = useState(false);
  const figures: Array<[string, number | null | undefined]> = [
    ['Members', data?.members], ['Posts', data?.posts], ['Messages', data?.messages], ['Pending reports', data?.pendingReports], ['Live now', data?.liveNow],
  ];
  return (
    <StyledPage>
      <StyledHeading>
        <h1>Admin Dashboard</h1>
        <StyledButton type="button" $variant="secondary" onClick={() => refetch()} disabled={isFetching}>Refresh</StyledButton>
      </StyledHeading>
      {error && <p role="alert">{serverText(error, 'Unable to load the dashboard.')}</p>}
      <StyledFigures aria-busy={isLoading}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`figure-${label.toLowerCase().replace(/ /g, '-')}`}>{isLoading ? '…' : figure(value)}</dd>
          </div>
        ))}
      </StyledFigures>
      <StyledCard aria-labelledby="audit-heading">
        <StyledHeading>
          <h2 id="audit-heading">Recent audit entries</h2>
          <Link to="/admin/messages">Message Monitoring</Link>
        </StyledHeading>
        {fullLog ? <FullAuditLog /> : (
          <>
            {isLoading && <AuditEntriesSkeleton label="Loading audit entries..." />}
            {data?.recentAudit === null && <p>The moderation service is not answering; its audit entries show again when it is back.</p>}
            {data?.recentAudit && <AuditEntries entries={data.recentAudit} />}
            {data?.recentAudit && data.recentAudit.length > 0 && (
              <StyledButton type="button" $variant="ghost" onClick={() => setFullLog(true)}>Show the full audit log</StyledButton>
            )}
          </>
        )}
      </StyledCard>
      <StyledCard aria-labelledby="erasures-heading">
        <h2 id="erasures-heading">Account deletions</h2>
        {data?.accountErasures === null && <p>The moderation service is not answering; deletions show again when it is back.</p>}
        {data?.accountErasures && <AccountErasures erasures={data.accountErasures} />}
      </StyledCard>
    </StyledPage>
  );
}

const StyledHeading = styled(StyledPageHeader)`
  margin-bottom: 12px;
  a { min-height: 44px; display: inline-flex; align-items: center; font-weight: 600; }
`;
