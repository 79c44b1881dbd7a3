import { useState } from 'react';
import styled from 'styled-components';
import type { ReportStatusFilter } from '@cannaverse/contracts';
import { StyledPage } from '../../app/ui/Card';
import { OverviewTab } from './components/OverviewTab';
import { ReportsTab } from './components/ReportsTab';
import { UserSearchTab } from './components/UserSearchTab';

type Tab = 'overview' | 'reports' | 'search';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'reports', label: 'Reports' },
  { id: 'search', label: 'User Search' },
];

/** /admin/messages: message monitoring in three tabs (content spec §2). */
export default function AdminMessagesPage() {
  const [tab, setTab] = useState<Tab>('overview');
  const [filter, setFilter] = useState<ReportStatusFilter>('pending');
  return (
    <StyledPage>
      <h1>Message Monitoring</h1>
      <StyledTabs role="tablist" aria-label="Message monitoring">
        {TABS.map(({ id, label }) => (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </StyledTabs>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'overview' && <OverviewTab onViewAll={() => { setFilter('pending'); setTab('reports'); }} />}
        {tab === 'reports' && <ReportsTab filter={filter} onFilter={setFilter} />}
        {tab === 'search' && <UserSearchTab />}
      </section>
    </StyledPage>
  );
}

const StyledTabs = styled.div`
  display: flex;
  gap: 2px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  button {
    flex: none;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandDark}; border-bottom-color: ${({ theme }) => theme.colors.brandDark}; }
`;
