import { createMemoryRouter } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { paths } from '../../config/paths';
import { renderRouter } from '../../testing/render-route';
import { DfyPage } from '../../features/dfy/components/dfy-page';
import { FaqPage } from '../../features/faq/components/faq-page';
import { HomePage } from '../../features/home/components/home-page';

/**
 * The public pages (home, FAQ, done-for-you) inside the real layout, with stand-ins for the pages
 * they lead to (those belong to other features and call the API on mount).
 */
export const renderPublic = (url = '/') => {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.faq, element: <FaqPage /> },
          { path: paths.dfy, element: <DfyPage /> },
          { path: paths.upload, element: <p>Upload page stand-in</p> },
          { path: paths.payment, element: <p>Payment page stand-in</p> },
          { path: paths.creditDisputes, element: <p>Credit disputes stand-in</p> },
          { path: paths.dashboard, element: <p>Dashboard stand-in</p> },
          { path: paths.login, element: <p>Login stand-in</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return renderRouter(router);
};

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer `reduce` (jsdom has no matchMedia). */
export const stubReducedMotion = (reduce: boolean): void => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
};

export const removeMatchMedia = (): void => {
  Reflect.deleteProperty(window, 'matchMedia');
};
