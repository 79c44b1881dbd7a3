import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Link, Outlet, type RouteObject } from 'react-router-dom';
import { AdminRoute, ProtectedRoute } from '../features/accounts/components/RouteGuards';
import { useCurrentUser } from '../features/accounts/hooks/useCurrentUser';
import { TopBar } from '../features/layout/TopBar';
import { LandingLinkContext, type RenderLandingLink } from '../features/landing/LandingLink';
import { local, StorageKeys } from './storage';
import { PageSkeleton } from './ui/PageSkeleton';
import { useDeferredReveal } from '../shared/use-deferred-reveal';

// Every screen is its own chunk: the landing page loads only what it shows.
// The first page on '/' starts downloading now, in parallel with the session check: the home feed
// for a browser where a member was signed in last time, the landing page otherwise.
const onRoot = typeof window !== 'undefined' && window.location.pathname === '/';
const memberHint = onRoot && local.get(StorageKeys.signedInHint) === 'true';
const landingChunk = onRoot && !memberHint ? import('../features/landing/LandingPage') : null;
const homeChunk = memberHint ? import('../features/home/HomePage') : null;
const LandingPage = lazy(() => landingChunk ?? import('../features/landing/LandingPage'));
const AuthPage = lazy(() => import('../features/accounts/AuthPage'));
const HomePage = lazy(() => homeChunk ?? import('../features/home/HomePage'));
const ProfilePage = lazy(() => import('../features/profiles/ProfilePage'));
const MembershipPage = lazy(() => import('../features/membership/MembershipPage'));
const MembershipSuccessPage = lazy(() => import('../features/membership/MembershipSuccessPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const StrainLibraryPage = lazy(() => import('../features/strains/StrainLibraryPage'));
const StrainDetailPage = lazy(() => import('../features/strains/StrainDetailPage'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage'));
const DiscussionsPage = lazy(() => import('../features/community/DiscussionsPage'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
const ConversationPage = lazy(() => import('../features/messages/ConversationPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const PostPage = lazy(() => import('../features/posts/PostPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const AdminMessagesPage = lazy(() => import('../features/admin-messages/AdminMessagesPage'));
const AdminDashboardPage = lazy(() => import('../features/admin-dashboard/AdminDashboardPage'));
const AdminReportsPage = lazy(() => import('../features/admin-reports/AdminReportsPage'));
const RulesPage = lazy(() => import('../features/reports/RulesPage'));
const MyReportsPage = lazy(() => import('../features/reports/MyReportsPage'));
const LivestreamsPage = lazy(() => import('../features/livestreams/LivestreamsPage'));
const LivestreamPage = lazy(() => import('../features/livestreams/LivestreamPage'));
const GrowGuidesPage = lazy(() => import('../features/grow-guides/GrowGuidesPage'));
const GrowGuidePage = lazy(() => import('../features/grow-guides/GrowGuidePage'));
const StrainStoriesPage = lazy(() => import('../features/strain-stories/StrainStoriesPage'));
const StrainStoryPage = lazy(() => import('../features/strain-stories/StrainStoryPage'));
const CreateStoryPage = lazy(() => import('../features/strain-stories/CreateStoryPage'));
const EditStoryPage = lazy(() => import('../features/strain-stories/EditStoryPage'));
const TermsPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.PrivacyPage })));

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;
const member = (element: ReactNode) => <ProtectedRoute>{page(element)}</ProtectedRoute>;

/** The same header and hero index.html paints before JavaScript, so nothing jumps while we load. */
function LandingShell() {
  return (
    <div aria-busy="true">
      <div className="shell-header"><span className="shell-brand">Cannaverse</span></div>
      <section className="shell-hero">
        <h1>Your home for everything cannabis</h1>
        <p>Discover strains, learn to grow, share your harvest and join live grows with a community of adult enthusiasts.</p>
      </section>
    </div>
  );
}

/** Inside the whole app the landing page's links are the router's (its own entry has no router). */
const routerLandingLink: RenderLandingLink = ({ to, state, className, children }) => <Link to={to} state={state} className={className}>{children}</Link>;

/** '/' is the landing page for visitors and the home feed for members. */
function Home() {
  const { user, isLoading } = useCurrentUser();
  // The home screen (or the landing page) mounts in a deferred, sliced render (see useDeferredReveal).
  const revealed = useDeferredReveal(!isLoading);
  // Someone signed in last time is most likely a member: showing them the landing hero while the
  // session loads would flash the wrong page (public/boot.js drops the static hero for them too).
  if (!revealed) return local.get(StorageKeys.signedInHint) === 'true' ? <PageSkeleton label="Loading your profile..." /> : <LandingShell />;
  if (user) return page(<HomePage />);
  return <LandingLinkContext.Provider value={routerLandingLink}><Suspense fallback={<LandingShell />}><LandingPage /></Suspense></LandingLinkContext.Provider>;
}

/** Members get the top bar everywhere; the landing and auth pages bring their own header. */
function Shell() {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    if (isLoading) return;
    if (user) local.set(StorageKeys.signedInHint, 'true');
    else local.remove(StorageKeys.signedInHint);
  }, [user, isLoading]);
  const topBarShown = useDeferredReveal(user !== null);
  return (
    <>
      {user && topBarShown && <TopBar />}
      <Outlet />
    </>
  );
}

function PublicShell() {
  return (
    <>
      <TopBar />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/auth', element: page(<AuthPage />) },
      { path: '/profile/:id', element: member(<ProfilePage />) },
      { path: '/users/:id?', element: member(<ProfilePage />) },
      { path: '/messages', element: member(<MessagesPage />) },
      { path: '/messages/:id', element: member(<ConversationPage />) },
      { path: '/settings', element: member(<SettingsPage />) },
      { path: '/notifications', element: member(<NotificationsPage />) },
      { path: '/posts/:id', element: member(<PostPage />) },
      { path: '/search', element: member(<SearchPage />) },
      { path: '/strains', element: member(<StrainLibraryPage />) },
      { path: '/strains/:id', element: member(<StrainDetailPage />) },
      { path: '/community', element: member(<CommunityPage />) },
      { path: '/community/discussions', element: member(<DiscussionsPage />) },
      { path: '/strain-stories', element: member(<StrainStoriesPage />) },
      { path: '/strain-stories/create', element: member(<CreateStoryPage />) },
      { path: '/strain-stories/:id/edit', element: member(<EditStoryPage />) },
      { path: '/strain-stories/:id', element: member(<StrainStoryPage />) },
      { path: '/grow-guides', element: member(<GrowGuidesPage />) },
      { path: '/grow-guides/:slug', element: member(<GrowGuidePage />) },
      { path: '/admin/messages', element: <AdminRoute>{page(<AdminMessagesPage />)}</AdminRoute> },
      { path: '/admin/dashboard', element: <AdminRoute>{page(<AdminDashboardPage />)}</AdminRoute> },
      { path: '/admin/reports', element: <AdminRoute>{page(<AdminReportsPage />)}</AdminRoute> },
      { path: '/reports', element: member(<MyReportsPage />) },
    ],
  },
  {
    element: <PublicShell />,
    children: [
      { path: '/membership', element: page(<MembershipPage />) },
      // Visitors see the live list and a sign-in prompt on a stream page (spec §2), so no route guard.
      { path: '/livestreams', element: page(<LivestreamsPage />) },
      { path: '/livestreams/:id', element: page(<LivestreamPage />) },
      { path: '/membership/success', element: member(<MembershipSuccessPage />) },
      { path: '/terms', element: page(<TermsPage />) },
      { path: '/rules', element: page(<RulesPage />) },
      { path: '/privacy', element: page(<PrivacyPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
