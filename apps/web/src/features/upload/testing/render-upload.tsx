import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { paths } from '../../../config/paths';
import { UploadPage } from '../components/upload-page';

/**
 * The upload page at `url`, with stand-ins for the pages it leads to (the results page belongs to
 * another feature). `entries` before `url` make a browser history to go back through.
 */
export const renderUpload = (url = '/upload', entries: string[] = []) => {
  const router = createMemoryRouter(
    [
      { path: paths.upload, element: <UploadPage /> },
      { path: paths.debtAnalyzer, element: <UploadPage /> },
      { path: paths.results, element: <p>Results page stand-in</p> },
      { path: paths.home, element: <p>Home page stand-in</p> },
    ],
    { initialEntries: [...entries, url], initialIndex: entries.length },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
};
