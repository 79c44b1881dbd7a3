import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AdminRoute, ProtectedRoute, StyledStatus } from '../features/auth/RouteGuards';
import { useCurrentUser } from '../features/auth/authApi';
import { TopBar } from '../features/layout/TopBar';

// Every screen is its own chunk: the landing page loads only what it shows.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
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

/** '/' is the landing page for visitors and the home feed for members. */
function Home() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <StyledStatus role="status">Loading your profile...</StyledStatus>;
  return user ? page(<HomePage />) : page(<LandingPage />);
}

/** Members get the top bar everywhere; the landing and auth pages bring their own header. */
function Shell() {
  const { user } = useCurrentUser();
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
