import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledPage } from '../../app/ui/Card';
import { session, StorageKeys } from '../../app/storage';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { TrendingTopics } from '../trending-topics/components/TrendingTopics';
import { CommunityFeed } from './components/CommunityFeed';
import { CommunityGuide } from './components/CommunityGuide';
import { QuickAccess } from './components/QuickAccess';
import { SidebarAd } from './components/SidebarAd';
import { TrendingStrains } from './components/TrendingStrains';
import { WelcomeCard } from './components/WelcomeCard';
import { useStickyTop } from './hooks/useStickyTop';
import { WhenIdle } from '../../shared/when-idle';

/** Below the sticky top bar (57 px on wide screens) with a little air. */
const TOP_BAR_CLEARANCE = 72;

/**
 * The signed-in home: feed on the left, sidebar on the right. Below 768 px the sidebar's boxes are a
 * row that scrolls sideways above the feed: under an endless feed no one would reach them (issue 25).
 * The feed first in the document: the sidebar's boxes render when the browser is idle.
 */
export default function HomePage() {
  const { user } = useCurrentUser();
  // A member who registered in this tab is new here: 'Welcome back' is for those who come back.
  const greeting = session.get(StorageKeys.newMember) === 'true' ? 'Welcome to Cannaverse' : 'Welcome back';
  const sidebar = useRef<HTMLElement>(null);
  const stickyTop = useStickyTop(sidebar, TOP_BAR_CLEARANCE);
  return (
    <StyledPage>
      <StyledHeader>
        <h1>{greeting}{user?.displayName ? `, ${user.displayName}` : ''}</h1>
        <Link to="/strains">Explore the strain library →</Link>
      </StyledHeader>
      <StyledLayout>
        <div>
          <QuickAccess />
          <CommunityFeed />
        </div>
        <StyledSidebar ref={sidebar} aria-label="Sidebar" style={{ top: stickyTop }}>
          {/* The welcome card at once: on a phone it is the first box of the row above the feed, the
              largest thing on the first screen (Lighthouse's largest paint), and it waited for the
              browser to be idle. The others each on their own when idle: mounting one starts its
              query, and five at once made one long task. */}
          {user && <WelcomeCard user={user} />}
          <WhenIdle><TrendingStrains /></WhenIdle>
          <WhenIdle><SidebarAd /></WhenIdle>
          <WhenIdle><CommunityGuide /></WhenIdle>
          <WhenIdle><TrendingTopics /></WhenIdle>
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

const PHONE_ROW_HEIGHT = '17rem';

/** Sticky beside the feed on wide screens (see useStickyTop); on phones a sideways row above the feed. */
const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  @media (max-width: ${({ theme }) => parseInt(theme.mobile, 10) - 1}px) {
    order: -1;
    flex-direction: row;
    /* A fixed height, held before the idle-time boxes mount: the feed below never jumps. */
    height: ${PHONE_ROW_HEIGHT};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    contain: paint;
    padding: 2px 2px 8px;
    /* No scroll snapping: Chromium re-snapped the row on layout and scrolled the page back to it. */
    > * { flex: 0 0 min(86%, 340px); overflow-y: auto; margin: 0; }
    /* The ad is a fixed 250 px frame with nothing to focus in it: it must not become a scroll area
       a keyboard cannot reach (axe: scrollable-region-focusable); it is clipped to the row instead. */
    > [data-testid='ad-block'] { overflow: hidden; }
  }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    position: sticky;
    align-self: start;
  }
`;
