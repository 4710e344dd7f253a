import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { PageFrame, type FramedPage } from '../app/page-frames';
import { appRoutes, preloadPageFor } from '../app/routes';
import { AppLayout, SessionKnownContext } from '../components/layout/app-layout';
import { ensureCatalogue, i18n, type LanguageCode } from '../i18n';

/** The HTML of one route as an anonymous first visit in `lng` sees it (the body of #root). */
export const prerender = async (pathname: string, lng: LanguageCode): Promise<string> => {
  await i18n.changeLanguage(lng);
  await Promise.all([ensureCatalogue('home'), ensureCatalogue('pages')]);
  await i18n.changeLanguage(lng);
  await preloadPageFor(pathname);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
};

/**
 * The frame every other page shares (header, an empty busy main, the footer with the 'legal
 * information, not legal advice' line), in `lng`, for the pages whose content needs the visitor's
 * data (results, dashboard, …): painted from the HTML while the app's code arrives and runs, instead
 * of a blank page; the app then renders the page in its place (issue 27, decision 044). It names no
 * session link: whether the person is signed in is known only in the browser. `page` 'dashboard' puts
 * the dashboard's first screen (its greeting, hidden until the entry writes the stored name) in the
 * frame's main (decision 088); 'dashboard-credit' the credit center's title and lead under it (decision 094).
 */
export const prerenderFrame = async (lng: LanguageCode, page: FramedPage = 'any'): Promise<string> => {
  await i18n.changeLanguage(lng);
  await ensureCatalogue('pages');
  await i18n.changeLanguage(lng);
  const routes = [{ element: <AppLayout />, children: [{ path: '*', element: <PageFrame page={page} /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/frame'));
  if (context instanceof Response) throw new Error('the frame redirects');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <SessionKnownContext.Provider value={false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionKnownContext.Provider>
    </AppProviders>,
  );
};
