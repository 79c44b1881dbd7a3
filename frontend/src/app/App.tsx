import { useEffect, useMemo } from 'react';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { makeStore, type AppStore } from './store';
import { ToastProvider } from './toasts/ToastProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { UnhandledRejectionBox } from './UnhandledRejectionBox';
import { createAppRouter } from './router';
import { AgeGate } from '../features/age-gate/AgeGate';
import { OnboardingProvider } from '../features/onboarding/OnboardingProvider';

/** The whole app; `store` when the caller has started queries in it already (render-app.tsx). */
export function App({ store: given }: { store?: AppStore }) {
  const store = useMemo(() => given ?? makeStore(), [given]);
  const router = useMemo(() => createAppRouter(), []);
  // Tells RTK Query when the tab is hidden, so polling with skipPollingIfUnfocused pauses
  // (refetchOnFocus/Reconnect stay off in app/api.ts: this only tracks visibility).
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary>
          <ToastProvider>
            <AgeGate>
              <OnboardingProvider>
                <RouterProvider router={router} />
              </OnboardingProvider>
            </AgeGate>
          </ToastProvider>
          <UnhandledRejectionBox />
        </ErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
