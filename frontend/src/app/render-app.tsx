import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** The whole app (router, store, every screen) in the page's root element. */
export function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
