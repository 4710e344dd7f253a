import type { FastifyInstance } from 'fastify';

/** Every /api route the app has (method and path with its :params), from Fastify's own table; HEAD, OPTIONS and the docs UI left out. */
export const apiRoutes = (app: FastifyInstance): { method: string; url: string }[] => {
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /[└├]── (\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2] || !match[1].startsWith('/api/') || match[1].startsWith('/api/docs')) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: match[1] });
  }
  return routes;
};
