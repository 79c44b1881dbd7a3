import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from './authApi';

/** Protected-route redirect delay (spec §9: about 100 ms). */
export const PROTECTED_REDIRECT_DELAY_MS = 100;

function RedirectToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), PROTECTED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return <StyledStatus role="status">Redirecting to login...</StyledStatus>;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <StyledStatus role="status">Loading your profile...</StyledStatus>;
  if (!user) return <RedirectToLogin />;
  return <>{children}</>;
}

/** Admins only; everyone else goes to / (spec §2). */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <StyledStatus role="status">Checking permissions...</StyledStatus>;
  if (!user) return <RedirectToLogin />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

export const StyledStatus = styled.p`
  margin: 20vh auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
