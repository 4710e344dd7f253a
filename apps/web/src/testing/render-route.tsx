import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders a memory router inside the app's providers; `location()` is the current path and query. */
export const renderRouter = (router: MemoryRouter) => {
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
};

/** Renders the real route table at `url` in memory; returns the router to inspect the location. */
export const renderRoute = (url: string) => renderRouter(createMemoryRouter(appRoutes, { initialEntries: [url] }));
