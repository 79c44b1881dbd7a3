import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { Tabs } from '../../app/ui/Tabs';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { usePremiumStatus } from '../membership/hooks/usePremiumStatus';
import { CreatePostDialog } from '../posts/components/post-dialogs';
import { ComingSoon } from './components/ComingSoon';
import { TopicGroups } from './components/TopicGroups';
import { COMMUNITY_TABS, parseCommunityTab, type CommunityTab } from './topic-groups';

const PLACEHOLDERS: Record<Exclude<CommunityTab, 'discussions'>, { title: string; text: string }> = {
  groups: { title: 'Groups', text: 'Join groups of members who grow, cook or taste the same way you do.' },
  events: { title: 'Events', text: 'Meet-ups, live grows and tastings from the community.' },
  resources: { title: 'Resources', text: 'Guides, papers and tools members recommend.' },
  recognition: { title: 'Recognition', text: 'Badges and thanks for the members who help others most.' },
};

/** /community?tab=…: Discussions, Groups (premium), Events, Resources, Recognition (premium). */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const { active } = usePremiumStatus();
  const [starting, setStarting] = useState(false);
  const unlocked = active || user?.isAdmin === true;
  const requested = parseCommunityTab(params.get('tab'));
  const requestedTab = COMMUNITY_TABS.find((tab) => tab.id === requested);
  const locked = requestedTab?.premium === true && !unlocked;
  const select = (tab: CommunityTab) => setParams(tab === 'discussions' ? {} : { tab });
  const tabs = COMMUNITY_TABS.map((tab) => ({
    id: tab.id,
    label: <>{tab.label}{tab.premium && <span className="premium">Premium</span>}</>,
    disabled: tab.premium && !unlocked,
  }));

  return (
    <StyledPage>
      <h1>Community</h1>
      <StyledTabs look="underline" label="Community" tabs={tabs} selected={requested} onSelect={select}>
        {!unlocked && (
          <StyledUpgrade>
            Groups and Recognition are for premium members. <Link to="/membership">Upgrade to Premium</Link>
          </StyledUpgrade>
        )}
        {locked ? (
          <p>This tab is for premium members.</p>
        ) : requested === 'discussions' ? (
          <>
            <StyledDiscussionsHeader>
              <p>Pick a topic to read what members are posting about it.</p>
              <StyledButton type="button" onClick={() => setStarting(true)}>Start a Discussion</StyledButton>
            </StyledDiscussionsHeader>
            <TopicGroups />
          </>
        ) : (
          <ComingSoon {...PLACEHOLDERS[requested]} premium={requestedTab?.premium === true} />
        )}
      </StyledTabs>
      {starting && <CreatePostDialog onClose={() => setStarting(false)} />}
    </StyledPage>
  );
}

const StyledTabs = styled(Tabs<CommunityTab>)`
  > [role='tablist'] { margin-bottom: 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  > [role='tablist'] .premium { padding: 1px 8px; border-radius: 999px; font-size: 0.7rem; background: ${({ theme }) => theme.colors.accent}; color: #3b2a00; }
`;

const StyledUpgrade = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  a { font-weight: 600; }
`;

const StyledDiscussionsHeader = styled(StyledPageHeader)`
  margin-bottom: 14px;
`;
