import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built web app from one port with the API. Unknown /api/* paths answer 404 in the
 * error contract; every other GET gets index.html so client-side routes work on reload.
 */
export const registerSpa = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexHtml = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
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
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', distDir);
    }
    return reply.status(404).send(errorBody('not_found', 'This page or file does not exist.'));
  });
};
