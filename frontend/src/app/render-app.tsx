import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { makeStore, type AppStore } from './store';
import { EARLY_FEED_PAGE_URL, EARLY_ME_URL, hasEarlyRequest } from './early-requests';
import { accountsApi } from '../features/accounts/api/accountsApi';

/** Longest the first render waits for a member's first screen before showing its loading state. */
const FIRST_SCREEN_WAIT_MS = 2_000;

/**
 * A member opening '/': boot.js has asked for the session and the feed's first page already. Put
 * both in the store before the first render, so the home feed renders once with its posts instead
 * of a loading screen, then the page, then the posts (three passes over the tree on a slow phone).
 */
async function loadFirstScreen(store: AppStore): Promise<void> {
  if (!hasEarlyRequest(EARLY_ME_URL)) return;
  const feedPage = hasEarlyRequest(EARLY_FEED_PAGE_URL)
    ? import('../features/posts/api/postsApi').then(({ postsApi }) => store.dispatch(postsApi.endpoints.getFeed.initiate('latest', { subscribe: false })))
    : null;
  // subscribe: false: the screens that show them subscribe; until then the cache keeps them for a while.
  await Promise.all([store.dispatch(accountsApi.endpoints.me.initiate(undefined, { subscribe: false })), feedPage]);
}

/** The whole app (router, store, every screen) in the page's root element. */
export function renderApp(container: HTMLElement) {
  const store = makeStore();
  const render = () => {
    // A transition: React builds the first screen in slices instead of one long main-thread task.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
    });
  };
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  void Promise.race([loadFirstScreen(store).catch(() => undefined), timeout]).then(render);
}
