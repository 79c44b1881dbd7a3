import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. The feed now reveals a page in a deferred render
// and its later cards and sidebar when idle; with every service's tests beside these on 2 shared
// cores that took over a second once in CI ('Load more' not found). A real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
