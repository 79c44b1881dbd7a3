import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { makeStore } from './store';
import { ToastProvider } from './toasts/ToastProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { UnhandledRejectionBox } from './UnhandledRejectionBox';
import { createAppRouter } from './router';
import { AgeGate } from '../features/age-gate/AgeGate';
import { OnboardingProvider } from '../features/onboarding/OnboardingProvider';

export function App() {
  const store = useMemo(() => makeStore(), []);
  const router = useMemo(() => createAppRouter(), []);
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
