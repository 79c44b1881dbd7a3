import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard } from '../../app/ui/Card';
import { StyledButton } from '../../app/ui/Button';
import { Tabs } from '../../app/ui/Tabs';
import { local, StorageKeys } from '../../app/storage';
import { LoginForm } from './components/LoginForm';
import { RegisterForm } from './components/RegisterForm';
import { useCurrentUser } from './hooks/useCurrentUser';
import { signInReason } from './sign-in-reason';

/** Post-login redirect delay (spec §9). */
export const POST_LOGIN_REDIRECT_MS = 300;

type Tab = 'login' | 'register';
const TABS: Array<{ id: Tab; label: string }> = [{ id: 'login', label: 'Login' }, { id: 'register', label: 'Register' }];

/** The spec's debug toggle is for developers: development builds, or any build with ?debug. */
const debugAvailable = (search: string) => import.meta.env.DEV || new URLSearchParams(search).has('debug');

export default function AuthPage() {
  const location = useLocation();
  const linkState = location.state as { from?: unknown; tab?: unknown } | null;
  const [tab, setTab] = useState<Tab>(linkState?.tab === 'register' ? 'register' : 'login');
  const [debug, setDebug] = useState(false);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const reason = signInReason(linkState?.from);

  // After sign-in the flag sends the member home; a stale flag on /auth is cleared the same way.
  useEffect(() => {
    if (user && local.get(StorageKeys.authSuccess) === 'true') {
      local.remove(StorageKeys.authSuccess);
      navigate('/', { replace: true });
    }
  }, [user, navigate]);

  const onSuccess = () => {
    local.set(StorageKeys.authSuccess, 'true');
    window.setTimeout(() => {
      local.remove(StorageKeys.authSuccess);
      navigate('/', { replace: true });
    }, POST_LOGIN_REDIRECT_MS);
  };

  return (
    <StyledAuthPage>
      <StyledBrand to="/">Cannaverse</StyledBrand>
      <StyledCard>
        {reason && <StyledNotice role="status">{reason}</StyledNotice>}
        <StyledHeading>{tab === 'login' ? 'Welcome back' : 'Join Cannaverse'}</StyledHeading>
        <StyledTabs label="Sign in or create an account" tabs={TABS} selected={tab} onSelect={setTab}>
          {tab === 'login' ? <LoginForm onSuccess={onSuccess} /> : <RegisterForm onSuccess={onSuccess} />}
        </StyledTabs>
        <StyledSmall>
          By continuing you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </StyledSmall>
        {debugAvailable(location.search) && (
          <StyledDebugToggle type="button" $variant="ghost" aria-expanded={debug} onClick={() => setDebug(!debug)}>
            {debug ? 'Hide debug tools' : 'Debug tools'}
          </StyledDebugToggle>
        )}
        {debug && (
          <StyledDebug aria-label="Debug tools">
            <a href="/api/me" target="_blank" rel="noreferrer">Test auth (session check)</a>
            <button type="button" onClick={() => {
              [StorageKeys.authSuccess, StorageKeys.profileSetupComplete, StorageKeys.onboardingStarted, StorageKeys.onboardingStatus, StorageKeys.onboardingStep]
                .forEach((key) => local.remove(key));
            }}>Clear local auth data</button>
            <button type="button" onClick={() => navigate('/')}>Go home</button>
          </StyledDebug>
        )}
      </StyledCard>
    </StyledAuthPage>
  );
}

const StyledAuthPage = styled.main`
  max-width: 460px;
  margin: 0 auto;
  padding: 32px 16px 64px;
`;

const StyledBrand = styled(Link)`
  display: block;
  margin-bottom: 20px;
  text-align: center;
  font-size: 1.6rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledNotice = styled.p`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: 10px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const StyledHeading = styled.h1`
  margin: 0 0 14px;
  font-size: 1.4rem;
  text-align: center;
`;

// The two tabs share the card's width, on the page's background rather than the brand tint.
const StyledTabs = styled(Tabs<Tab>)`
  > [role='tablist'] { display: grid; grid-template-columns: 1fr 1fr; width: auto; margin-bottom: 18px; background: ${({ theme }) => theme.colors.background}; }
`;

const StyledSmall = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledDebugToggle = styled(StyledButton)`
  min-height: 32px;
  padding: 4px 8px;
  font-size: 0.85rem;
  font-weight: 500;
`;

const StyledDebug = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
  button { border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; border-radius: 8px; padding: 6px 10px; cursor: pointer; }
`;
