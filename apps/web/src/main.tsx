import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/routes';
import { watchSessionInOtherTabs } from './features/auth/lib/watch-other-tabs';
import { catalogueReady } from './i18n';
import './index.css';

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Once per page load: another tab signing in or out reloads this one (spec 000 §4), and a stored
// token is checked with the server (spec 000 §8). When the check clears a rejected session, the
// current route is visited again so a login-required page sends the person to /login. The check
// (with the API client and the contracts) is loaded beside the first page, not before it.
watchSessionInOtherTabs();
void import('./features/auth/lib/auth-session')
  .then(({ initAuthSession }) => initAuthSession())
  .then((result) => {
    if (result !== 'cleared') return;
    const { pathname, search, hash, state } = router.state.location;
    void router.navigate({ pathname, search, hash }, { replace: true, state });
  })
  .catch(() => undefined); // Not fetched (offline): the session is kept and checked at the next start.

// The visitor's language first (English is in the entry; another language is one small fetch).
void catalogueReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
