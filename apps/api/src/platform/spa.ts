import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

type Language = 'en' | 'es';
/** Written by the web build (apps/web/scripts/prerender.mjs): path → language → prerendered HTML file. */
type PrerenderManifest = Record<string, Partial<Record<Language, string>>>;

const readManifest = (distDir: string, folder = 'prerendered'): PrerenderManifest => {
  const file = path.join(distDir, folder, 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
  } catch {
    return {};
  }
};

/**
 * The language the web app will choose (apps/web/src/i18n): the one the visitor picked (mirrored
 * from browser storage into the `language` cookie), else the browser's first language.
 */
export const pageLanguage = (request: Pick<FastifyRequest, 'headers'>): Language => {
  const cookie = /(?:^|;\s*)language=(en|es)(?:;|$)/.exec(request.headers.cookie ?? '');
  if (cookie) return cookie[1] as Language;
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'es' ? 'es' : 'en';
};

/**
 * Serves the built web app from one port with the API. Unknown /api/* paths answer 404 in the
 * error contract; every other GET gets index.html so client-side routes work on reload, or for
 * `/` and `/upload` the page prerendered at build time in the visitor's language.
 */
export const registerSpa = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexHtml = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  const prerendered = hasSpa ? readManifest(distDir) : {};
  // index.html with the chunks of the page named for preloading (apps/web/scripts/route-preloads.mjs);
  // a key ending in '/*' covers the paths under it.
  const routeHtml = hasSpa ? readManifest(distDir, 'routes') : {};
  const routeFileFor = (urlPath: string, language: Language): string | undefined => {
    const exact = routeHtml[urlPath]?.[language];
    if (exact) return exact;
    const parent = urlPath.replace(/\/[^/]+\/?$/, '');
    return parent ? routeHtml[`${parent}/*`]?.[language] : undefined;
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets: cache them forever; never cache the HTML shell.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      return reply.status(404).send(errorBody('not_found', `There is no API endpoint ${request.method} ${urlPath}.`));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasSpa && !path.extname(urlPath)) {
      // A page prerendered for its exact path (no query: the query can change what it shows), in the visitor's language.
      const file = request.url === urlPath ? prerendered[urlPath]?.[pageLanguage(request)] : undefined;
      if (file) return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie').type('text/html').sendFile(file, distDir);
      const routeFile = routeFileFor(urlPath, pageLanguage(request));
      if (routeFile) return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie').type('text/html').sendFile(routeFile, distDir);
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', distDir);
    }
    return reply.status(404).send(errorBody('not_found', 'This page or file does not exist.'));
  });
};
