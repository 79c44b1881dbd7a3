import type { Root } from 'react-dom/client';

/**
 * Hand-over from the landing page's small entry (src/landing-main.tsx: React and styled-components
 * only) to the whole app (router, Redux, every screen), once the visitor turns out to be signed in
 * or follows a link into the app. The whole app is a separate chunk loaded only then.
 */
let landingRoot: Root | null = null;
let starting: Promise<void> | null = null;

export const rememberLandingRoot = (root: Root) => {
  landingRoot = root;
};

export function startFullApp(): Promise<void> {
  starting ??= import('./render-app').then(({ renderApp }) => {
    landingRoot?.unmount();
    landingRoot = null;
    renderApp(document.getElementById('root')!);
  });
  return starting;
}
