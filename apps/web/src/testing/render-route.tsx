import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';

/** Renders the real route table at `url` in memory; returns the router to inspect the location. */
export const renderRoute = (url: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
};
