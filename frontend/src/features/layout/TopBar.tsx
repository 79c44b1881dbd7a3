import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/ToastProvider';
import { useLogoutMutation } from '../accounts/api/accountsApi';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useOnboarding } from '../onboarding/OnboardingProvider';
import { UNREAD_POLL_MS, useUnreadCountQuery } from '../messages/api/messagesApi';
import { NOTIFICATIONS_POLL_MS, useUnreadNotificationsQuery } from '../notifications/api/notificationsApi';
import { useLiveUpdates } from '../../shared/use-live-updates';
import { useAfterFirstPaint } from '../../shared/after-first-paint';

const LINKS = [
  { to: '/community', label: 'Community' },
  { to: '/strains', label: 'Strains' },
  { to: '/strain-stories', label: 'Stories' },
  { to: '/livestreams', label: 'Live' },
  { to: '/grow-guides', label: 'Grow Guides' },
];

export function TopBar() {
  const { user } = useCurrentUser();
  const [logout] = useLogoutMutation();
  const { send } = useOnboarding();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [adminOpen, setAdminOpen] = useState(false);
  const [search, setSearch] = useState('');
  // Paused while the tab is hidden; a failing endpoint simply shows no badge.
  // The badges and the live channel after the first frame is painted (shared/after-first-paint.ts).
  const painted = useAfterFirstPaint();
  const { data: unread } = useUnreadCountQuery(undefined, { skip: !user || !painted, pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  // One real-time channel per signed-in app: both badges update within a second, polling stays the fallback.
  useLiveUpdates(Boolean(user) && painted);
  const { data: notifications } = useUnreadNotificationsQuery(undefined, { skip: !user || !painted, pollingInterval: NOTIFICATIONS_POLL_MS, skipPollingIfUnfocused: true });

  if (!user) {
    return (
      <StyledBar>
        <StyledLogo to="/">Cannaverse</StyledLogo>
        <StyledLoginLink to="/auth">Login</StyledLoginLink>
      </StyledBar>
    );
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) return;
    // The spec's toast stays as feedback; the results open on /search.
    toast({ title: `Searching for: ${search.trim()}` });
    navigate(`/search?q=${encodeURIComponent(search.trim())}`);
    setMenuOpen(false); // on a phone the open menu would hide the page the search was typed over
  };

  return (
    <StyledBar>
      <StyledLogo to="/">Cannaverse</StyledLogo>
      <StyledMenuButton type="button" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen(!menuOpen)}>
        <span aria-hidden="true">☰</span><span className="visually-hidden">Menu</span>
      </StyledMenuButton>
      <StyledMenu id="main-menu" $open={menuOpen} onClick={(event) => { if ((event.target as HTMLElement).closest('a')) setMenuOpen(false); }}>
        <nav aria-label="Main">
          {LINKS.map((link) => <NavLink key={link.to} to={link.to}>{link.label}</NavLink>)}
        </nav>
        <form role="search" onSubmit={onSearch}>
          <label htmlFor="site-search" className="visually-hidden">Search</label>
          <input id="site-search" type="search" placeholder="Search..." value={search} onChange={(e) => setSearch(e.target.value)} />
        </form>
        <StyledActions>
          <button type="button" onClick={() => { send({ type: 'restart' }); setMenuOpen(false); }}>Tutorial</button>
          {user.isAdmin && (
            <StyledAdmin>
              <button type="button" aria-haspopup="true" aria-expanded={adminOpen} onClick={() => setAdminOpen(!adminOpen)}>Admin tools</button>
              {adminOpen && (
                <ul>
                  <li><Link to="/admin/dashboard" onClick={() => setAdminOpen(false)}>Dashboard</Link></li>
                  <li><Link to="/admin/messages" onClick={() => setAdminOpen(false)}>Message Monitoring</Link></li>
                  <li><Link to="/admin/reports" onClick={() => setAdminOpen(false)}>Moderation Queue</Link></li>
                </ul>
              )}
            </StyledAdmin>
          )}
          {/* The inbox; /messages/{id} is a conversation with someone else. */}
          <StyledMessages to="/messages" aria-label={unread?.count ? `Messages, ${unread.count} unread` : 'Messages'}>
            Messages{unread && unread.count > 0 && <StyledBadge aria-hidden="true">{unread.count}</StyledBadge>}
          </StyledMessages>
          <StyledMessages to="/notifications" aria-label={notifications?.count ? `Notifications, ${notifications.count} unread` : 'Notifications'} data-testid="notifications-bell">
            <BellIcon /><span className="bell-label">Notifications</span>
            {notifications && notifications.count > 0 && <StyledBadge aria-hidden="true" data-testid="notifications-count">{notifications.count}</StyledBadge>}
          </StyledMessages>
          <Link to={`/profile/${user.id}`}>Profile</Link>
          <Link to="/membership">Membership</Link>
          {/* A gear beside Profile on wide screens (the row is full), the word in the phone menu. */}
          <StyledSettings to="/settings" aria-label="Settings" title="Settings">
            <span aria-hidden="true" className="gear">⚙</span><span className="word">Settings</span>
          </StyledSettings>
          <button type="button" onClick={async () => { await logout(); navigate('/'); }}>Logout</button>
        </StyledActions>
      </StyledMenu>
    </StyledBar>
  );
}

/** A drawn bell: an emoji would depend on the device's fonts. */
function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

const StyledBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 8px 16px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLogo = styled(Link)`
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brandDark};
  margin-right: auto;
  @media (min-width: ${({ theme }) => theme.mobile}) { margin-right: 0; }
`;

const StyledLoginLink = styled(Link)`
  margin-left: auto;
  padding: 8px 16px;
  border-radius: 10px;
  color: #fff;
  background: ${({ theme }) => theme.colors.brandDark};
  text-decoration: none;
  font-weight: 600;
`;

const StyledMenuButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: #fff;
  font-size: 1.3rem;
  @media (min-width: ${({ theme }) => theme.mobile}) { display: none; }
`;

const StyledMenu = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav { display: flex; flex-direction: column; gap: 4px; }
  a, button { min-height: 40px; display: inline-flex; align-items: center; padding: 4px 8px; border-radius: 8px; color: ${({ theme }) => theme.colors.text}; text-decoration: none; background: transparent; border: 0; cursor: pointer; font-weight: 500; }
  a.active { color: ${({ theme }) => theme.colors.brandDark}; font-weight: 700; }
  input { min-height: 40px; width: 100%; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    display: flex;
    position: static;
    flex: 1;
    flex-direction: row;
    align-items: center;
    padding: 0;
    border: 0;
    nav { flex-direction: row; }
    form { flex: 1; max-width: 260px; }
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  @media (min-width: ${({ theme }) => theme.mobile}) { margin-left: auto; }
`;

/** In the phone menu the list opens in place (pushing Profile and Logout down); on wide screens it drops over the page. */
const StyledAdmin = styled.div`
  position: relative;
  flex-basis: 100%;
  ul { margin: 4px 0 0; padding: 6px; list-style: none; background: #fff; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 10px; }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    flex-basis: auto;
    /* Dropped below the whole bar (the sticky header is its containing block), not below the button:
       when the admin's actions take two rows, a list under the button covered Profile and Logout. */
    position: static;
    ul { position: absolute; right: 16px; top: 100%; z-index: 1; min-width: 200px; box-shadow: ${({ theme }) => theme.shadow}; }
  }
`;

const StyledSettings = styled(Link)`
  .gear { display: none; font-size: 1.2rem; line-height: 1; }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    .gear { display: inline; }
    .word { display: none; }
  }
`;

const StyledMessages = styled(Link)`
  position: relative;
  /* The bell alone on a wide bar (its name stays for screen readers); spelled out in the phone menu. */
  svg { margin-right: 6px; }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    svg { margin-right: 0; }
    .bell-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

/**
 * Over the link's top-right corner, out of the flow: a badge that appears must not widen the link,
 * or the search box beside it narrows and everything right of it moves (issue 25).
 */
const StyledBadge = styled.span`
  position: absolute;
  top: -2px;
  right: -6px;
  min-width: 18px;
  line-height: 18px;
  text-align: center;
  padding: 0 5px;
  border-radius: 999px;
  font-size: 0.75rem;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
`;
