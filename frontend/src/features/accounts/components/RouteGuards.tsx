import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../app/toasts/ToastProvider';
import { StyledCard, StyledPage } from '../../../app/ui/Card';
import { StyledStatus } from '../../../app/ui/Status';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Protected-route redirect delay (spec §9: about 100 ms). */
export const PROTECTED_REDIRECT_DELAY_MS = 100;

/** The path travels along as `state.from`, so /auth can tell the visitor why they are there. */
function RedirectToLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/auth', { replace: true, state: { from: pathname + search } }), PROTECTED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, pathname, search]);
  return <StyledStatus role="status">Redirecting to login...</StyledStatus>;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <StyledStatus role="status">Loading your profile...</StyledStatus>;
  if (!user) return <RedirectToLogin />;
  return <>{children}</>;
}

/** A member who is not an admin: the 'Access denied' toast, then / (content spec §2, §8). */
function AccessDenied() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Access denied', description: 'You do not have permission to view this page.', variant: 'destructive' });
  }, [toast]);
  return <Navigate to="/" replace />;
}

/** Admins only: signed out sees 'Authentication required', members go to / (content spec §2, §8). */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <StyledStatus role="status">Checking permissions...</StyledStatus>;
  if (!user) {
    return (
      <StyledPage>
        <StyledCard role="alert">
          <h1>Authentication required</h1>
          <p>You must be logged in as an administrator to view this page.</p>
          <Link to="/auth">Log in</Link>
        </StyledCard>
      </StyledPage>
    );
  }
  if (!user.isAdmin) return <AccessDenied />;
  return <>{children}</>;
}
