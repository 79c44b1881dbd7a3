import { useState } from 'react';
import styled from 'styled-components';
import type { ReportStatusFilter } from '@cannaverse/contracts';
import { StyledPage } from '../../app/ui/Card';
import { Tabs } from '../../app/ui/Tabs';
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
      <StyledTabs look="underline" label="Message monitoring" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'overview' && <OverviewTab onViewAll={() => { setFilter('pending'); setTab('reports'); }} />}
        {tab === 'reports' && <ReportsTab filter={filter} onFilter={setFilter} />}
        {tab === 'search' && <UserSearchTab />}
      </StyledTabs>
    </StyledPage>
  );
}

const StyledTabs = styled(Tabs<Tab>)`
  > [role='tablist'] { margin-bottom: 16px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;
