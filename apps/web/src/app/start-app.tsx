import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { appRoutes, preloadOnIntent, preloadPageFor } from './routes';
import { watchSessionInOtherTabs } from '../features/auth/lib/watch-other-tabs';
import { catalogueReady, i18n } from '../i18n';
import { isLoggedIn } from '../lib/session';
import { registerServiceWorker } from '../pwa/register';

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Once per page load: another tab signing in or out reloads this one (spec 000 §4), and a stored
// token is checked with the server (spec 000 §8). When the check clears a rejected session, the
// current route is visited again so a login-required page sends the person to /login. The check
// (with the API client and the contracts) is loaded beside the first page, not before it, and only
// when a token is stored: a visitor's first screen may need neither (the results' email gate).
watchSessionInOtherTabs();
if (isLoggedIn())
  void import('../features/auth/lib/auth-session')
    .then(({ initAuthSession }) => initAuthSession())
    .then((result) => {
      if (result !== 'cleared') return;
      const { pathname, search, hash, state } = router.state.location;
      void router.navigate({ pathname, search, hash }, { replace: true, state });
    })
    .catch(() => undefined); // Not fetched (offline): the session is kept and checked at the next start.

/** From its first commit the app answers input (a prerendered page is readable, not usable, before); the browser tests wait for the mark. */
const MarkRunning = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  // A wrapper with one child, not a sibling: a sibling would change the ids useId makes, which a prerendered page holds.
  return children;
};

/*
 * `/` and `/upload` come prerendered for a first visit, not signed in, in English or Spanish
 * (scripts/prerender.mjs): when the page in the HTML is this path in this language, React takes it
 * over (hydrates) once the page's code is here; otherwise it renders from scratch, replacing it.
 * A difference hydration meets (a returning visitor's stored choices) is recovered by rendering
 * that part again, as React does; it is not an error of the page, so it is not reported as one.
 */
const isPrerendered = (element: HTMLElement): boolean =>
  element.dataset.prerendered === window.location.pathname && element.dataset.lang === i18n.language && window.location.search === '' && !isLoggedIn(); // Prerendered for a visitor who is not signed in: the header and the upload page differ for one who is.

// The visitor's language first (English is in the entry; another language is one small fetch).
void catalogueReady().then(async () => {
  const app = (
    <StrictMode>
      <MarkRunning>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </MarkRunning>
    </StrictMode>
  );
  if (isPrerendered(root)) {
    await preloadPageFor(window.location.pathname).catch(() => undefined);
    // In a transition: React hydrates in slices, yielding to the browser, instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: import.meta.env.DEV ? (error) => console.warn('hydration recovered:', error) : () => undefined });
    });
  } else {
    // The page's code first (its chunks are named as modulepreload in the HTML, so they are here or
    // on their way): the first render is the page, not a fallback the page then replaces (decision 044).
    await preloadPageFor(window.location.pathname).catch(() => undefined);
    // In a transition, as hydration is: React renders the page in slices of a few milliseconds,
    // yielding to the browser between them, instead of one task of a quarter of a second on a phone
    // (Lighthouse counted it as blocking time; issue 27). The frame stays on screen until the page is ready.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
});

// Other pages' code when a link to them is about to be followed, never all of it up front.
preloadOnIntent();

// The offline shell (decision 014): registered after the page has loaded, from this bundled module.
registerServiceWorker();
