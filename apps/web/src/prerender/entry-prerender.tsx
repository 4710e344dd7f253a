import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes, preloadPageFor } from '../app/routes';
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
