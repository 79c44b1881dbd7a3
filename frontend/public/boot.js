// Starts the app right after the first frame, so the static header and hero in index.html paint
// before any JavaScript runs (see startAppAfterFirstPaint in vite.config.ts). A classic file, not
// an inline script: our CSP allows scripts from 'self' only.
(function () {
  var tag = document.currentScript;
  var attribute = function (name) { return (tag && tag.getAttribute(name)) || ''; };
  var entry = attribute('data-entry');
  var preload = attribute('data-preload').split(' ').filter(Boolean);
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem('cannaverse_signed_in') === 'true'; // set by the app (router.tsx)
  } catch {
    // storage disabled: treat as a visitor
  }
  // A member's '/' is the feed: ask for the session and the feed's first page now, while the app's
  // code downloads, instead of after it has run (src/app/early-requests.ts hands these answers to
  // the app, whose URLs must be these: e2e/tests/shell.test.mjs checks the app asks for nothing twice).
  if (window.location.pathname === '/' && signedIn && window.fetch) {
    var early = { startedAt: Date.now(), requests: {} };
    ['/api/me', '/api/posts?sort=latest&limit=10'].forEach(function (url) {
      early.requests[url] = window.fetch(url, { credentials: 'include' });
      early.requests[url].catch(function () {}); // a failure is the app's to handle when it asks again
    });
    window.__cannaverseEarlyRequests = early;
    preload = preload.concat(attribute('data-member-preload').split(' ').filter(Boolean)); // the home feed's code
  }
  // The hero belongs to the landing page only: not other paths, not members (their '/' is the feed).
  if (window.location.pathname !== '/' || signedIn) {
    var hero = document.querySelector('.shell-hero');
    if (hero) hero.parentNode.removeChild(hero);
  } else if (attribute('data-landing-entry')) {
    // A visitor on '/': the landing page's own small entry, without the router, Redux and member
    // screens (src/landing-main.tsx; it loads the whole app when the visitor goes further).
    entry = attribute('data-landing-entry');
    preload = attribute('data-landing-preload').split(' ').filter(Boolean);
  }
  if (!entry) return;
  var start = function () {
    // The entry's imports are fetched in parallel with it, as Vite's modulepreload links would.
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // A tab opened in the background never runs animation frames: nothing to paint first there.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
