import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { UserDto } from '@cannaverse/contracts';
import { theme } from './app/theme';
import { GlobalStyle } from './app/GlobalStyle';
import { ErrorBoundary } from './app/ErrorBoundary';
import { UnhandledRejectionBox } from './app/UnhandledRejectionBox';
import { ToastProvider } from './app/toasts/ToastProvider';
import { rememberLandingRoot, startFullApp } from './app/app-switch';
import { AgeGate } from './features/age-gate/AgeGate';
import LandingPage from './features/landing/LandingPage';

/**
 * The landing page's own entry, for a visitor on '/' (public/boot.js chooses it when no member was
 * signed in here last time): React, styled-components and the page, without the router, Redux and
 * the member screens, so the first visit stays within the 100 KB budget (issue 14). The session
 * check runs first, as the whole app's would: a member goes straight on to the whole app (their
 * '/' is the feed); a visitor gets the landing page, and the whole app only once they follow a link
 * into it. Until then index.html's static header and hero stay on screen.
 */
async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/me', { credentials: 'include' });
    if (!response.ok) return false;
    const user = (await response.json().catch(() => null)) as UserDto | null;
    return Boolean(user?.id);
  } catch {
    return false; // offline or the API away: the landing page still works, the app will say what failed
  }
}

async function start() {
  if (await isSignedIn()) {
    await startFullApp();
    return;
  }
  const root = createRoot(document.getElementById('root')!);
  rememberLandingRoot(root);
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary>
          <ToastProvider>
            <AgeGate>
              <LandingPage />
            </AgeGate>
          </ToastProvider>
          <UnhandledRejectionBox />
        </ErrorBoundary>
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
