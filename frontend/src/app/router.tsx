import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AdminRoute, ProtectedRoute, StyledStatus } from '../features/auth/RouteGuards';
import { useCurrentUser } from '../features/auth/authApi';
import { TopBar } from '../features/layout/TopBar';
import { local, StorageKeys } from './storage';

// Every screen is its own chunk: the landing page loads only what it shows.
// A visitor's first page: start fetching it now, in parallel with the session check.
const landingChunk = typeof window !== 'undefined' && window.location.pathname === '/' ? import('../features/landing/LandingPage') : null;
const LandingPage = lazy(() => landingChunk ?? import('../features/landing/LandingPage'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MembershipPage = lazy(() => import('../features/membership/MembershipPage'));
const MembershipSuccessPage = lazy(() => import('../features/membership/MembershipSuccessPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const ComingSoonPage = lazy(() => import('../features/placeholder/ComingSoonPage'));
const TermsPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.PrivacyPage })));

const page = (element: ReactNode) => <Suspense fallback={<StyledStatus role="status">Loading...</StyledStatus>}>{element}</Suspense>;
const member = (element: ReactNode) => <ProtectedRoute>{page(element)}</ProtectedRoute>;
const soon = (title: string) => member(<ComingSoonPage title={title} />);

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

/** '/' is the landing page for visitors and the home feed for members. */
function Home() {
  const { user, isLoading } = useCurrentUser();
  // Someone signed in last time is most likely a member: showing them the landing hero while the
  // session loads would flash the wrong page (public/boot.js drops the static hero for them too).
  if (isLoading) return local.get(StorageKeys.signedInHint) === 'true' ? <StyledStatus role="status">Loading your profile...</StyledStatus> : <LandingShell />;
  return user ? page(<HomePage />) : <Suspense fallback={<LandingShell />}><LandingPage /></Suspense>;
}

/** Members get the top bar everywhere; the landing and auth pages bring their own header. */
function Shell() {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    if (isLoading) return;
    if (user) local.set(StorageKeys.signedInHint, 'true');
    else local.remove(StorageKeys.signedInHint);
  }, [user, isLoading]);
  return (
    <>
      {user && <TopBar />}
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
      { path: '/messages/:id', element: soon('Messages') },
      { path: '/strains', element: soon('Strain Library') },
      { path: '/strains/:id', element: soon('Strain Library') },
      { path: '/community', element: soon('Community') },
      { path: '/community/discussions', element: soon('Community Discussions') },
      { path: '/strain-stories', element: soon('Strain Stories') },
      { path: '/strain-stories/create', element: soon('Strain Stories') },
      { path: '/strain-stories/:id/edit', element: soon('Strain Stories') },
      { path: '/strain-stories/:id', element: soon('Strain Stories') },
      { path: '/livestreams', element: soon('Live Streams') },
      { path: '/livestreams/:id', element: soon('Live Streams') },
      { path: '/grow-guides', element: soon('Grow Guides') },
      { path: '/grow-guides/:slug', element: soon('Grow Guides') },
      { path: '/admin/messages', element: <AdminRoute>{page(<ComingSoonPage title="Message Monitoring" />)}</AdminRoute> },
      { path: '/admin/dashboard', element: <AdminRoute>{page(<ComingSoonPage title="Admin Dashboard" />)}</AdminRoute> },
    ],
  },
  {
    element: <PublicShell />,
    children: [
      { path: '/membership', element: page(<MembershipPage />) },
      { path: '/membership/success', element: member(<MembershipSuccessPage />) },
      { path: '/terms', element: page(<TermsPage />) },
      { path: '/privacy', element: page(<PrivacyPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
