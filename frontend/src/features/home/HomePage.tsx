import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../auth/authApi';
import { TrendingTopics } from '../topics/components/TrendingTopics';
import { CommunityFeed } from './components/CommunityFeed';
import { CommunityGuide } from './components/CommunityGuide';
import { QuickAccess } from './components/QuickAccess';
import { SidebarAd } from './components/SidebarAd';
import { TrendingStrains } from './components/TrendingStrains';
import { WelcomeCard } from './components/WelcomeCard';

/** The signed-in home: feed on the left, sidebar on the right (stacked below 768 px). */
export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <StyledPage>
      <StyledHeader>
        <h1>Welcome back{user?.displayName ? `, ${user.displayName}` : ''}</h1>
        <Link to="/strains">Explore the strain library →</Link>
      </StyledHeader>
      <StyledLayout>
        <div>
          <QuickAccess />
          <CommunityFeed />
        </div>
        <StyledSidebar aria-label="Sidebar">
          {user && <WelcomeCard user={user} />}
          <TrendingStrains />
          <SidebarAd />
          <CommunityGuide />
          <TrendingTopics />
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
  margin-bottom: 12px;
  h1 { margin: 0; font-size: clamp(1.4rem, 4vw, 2rem); }
  a { font-weight: 600; }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.mobile}) { grid-template-columns: minmax(0, 1fr) 320px; }
`;

const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;
