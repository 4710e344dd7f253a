import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/routes';
import { initAuthSession, watchSessionInOtherTabs } from './features/auth/lib/auth-session';
import './index.css';

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Once per page load: another tab signing in or out reloads this one (spec 000 §4), and a stored
// token is checked with the server (spec 000 §8). When the check clears a rejected session, the
// current route is visited again so a login-required page sends the person to /login.
watchSessionInOtherTabs();
void initAuthSession().then((result) => {
  if (result !== 'cleared') return;
  const { pathname, search, hash, state } = router.state.location;
  void router.navigate({ pathname, search, hash }, { replace: true, state });
});

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
