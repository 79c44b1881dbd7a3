import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../auth/authApi';

const QUICK_ACCESS = [
  { to: '/strains', label: 'Strains' },
  { to: '/community', label: 'Community' },
  { to: '/grow-guides', label: 'Grow Guides' },
  { to: '/strain-stories', label: 'Stories' },
];

const COMMUNITY_GUIDE = [
  'Be kind: we are all here to learn.',
  'Share your own photos and experiences.',
  'No selling or sourcing of cannabis.',
  'Keep personal details private.',
];

/** The signed-in home. The feed itself arrives with the social service (issue 4). */
export default function HomePage() {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<'latest' | 'trending'>('latest');
  return (
    <StyledPage>
      <StyledHeader>
        <h1>Welcome back{user?.displayName ? `, ${user.displayName}` : ''}</h1>
        <Link to="/strains">Browse strains</Link>
      </StyledHeader>
      <StyledLayout>
        <div>
          <StyledQuick aria-label="Quick Access">
            {QUICK_ACCESS.map((item) => <Link key={item.to} to={item.to}>{item.label}</Link>)}
          </StyledQuick>
          <StyledCard aria-labelledby="feed-heading">
            <StyledFeedHeader>
              <h2 id="feed-heading">Community Feed</h2>
              <div role="group" aria-label="Feed order">
                <button type="button" aria-pressed={tab === 'latest'} onClick={() => setTab('latest')}>Latest</button>
                <button type="button" aria-pressed={tab === 'trending'} onClick={() => setTab('trending')}>Trending</button>
              </div>
            </StyledFeedHeader>
            <p>No posts yet. The community feed opens with the next release.</p>
          </StyledCard>
        </div>
        <StyledSidebar>
          <StyledCard aria-labelledby="welcome-heading">
            <h2 id="welcome-heading">Hi, {user?.displayName ?? user?.username}</h2>
            <StyledCounters>
              <div><strong>0</strong><span>Posts</span></div>
              <div><strong>0</strong><span>Liked</span></div>
              <div><strong>0</strong><span>Reviews</span></div>
            </StyledCounters>
          </StyledCard>
          <StyledCard aria-labelledby="guide-heading">
            <h2 id="guide-heading">Community Guide</h2>
            <ul>{COMMUNITY_GUIDE.map((rule) => <li key={rule}>{rule}</li>)}</ul>
          </StyledCard>
        </StyledSidebar>
      </StyledLayout>
    </StyledPage>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  h1 { margin: 0 0 12px; }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: 20px;
  @media (min-width: ${({ theme }) => theme.mobile}) { grid-template-columns: 1fr 320px; }
`;

const StyledQuick = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 10px;
  margin-bottom: 16px;
  a { display: flex; align-items: center; justify-content: center; min-height: 56px; border-radius: 12px; background: #fff; border: 1px solid ${({ theme }) => theme.colors.border}; font-weight: 600; text-decoration: none; }
`;

const StyledFeedHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  h2 { margin: 0; }
  button { min-height: 36px; padding: 4px 14px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; cursor: pointer; margin-left: 6px; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brandDark}; color: #fff; }
`;

const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { margin-top: 0; font-size: 1.1rem; }
`;

const StyledCounters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  text-align: center;
  div { display: flex; flex-direction: column; }
  strong { font-size: 1.4rem; }
`;
