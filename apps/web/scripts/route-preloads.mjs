#!/usr/bin/env node
// After `vite build` (and before precompress): for the pages that are not prerendered, a copy of
// index.html that names, as <link rel="modulepreload">, every chunk the page needs to show itself:
// the app, the page's own code and what it imports, and the catalogue of page strings in the
// visitor's language. Without it a phone fetches them one after another (the entry, then the app,
// then the page, then the strings: four round trips on a slow line); with it, all at once with the
// HTML (issue 27). The server sends these files for their paths (apps/api/src/platform/spa.ts).
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Each page: its paths (a trailing '/*' also covers the paths under it) and its module in src/app/routes.tsx. */
const PAGES = [
  // The results page's first screen for a visitor is the email gate: its own strings only (src/app/routes.tsx).
  // What a person past the gate needs (the full results, every page's strings) is named apart, in a
  // meta element the entry reads (src/main.tsx): fetched only for them.
  {
    key: 'results',
    paths: ['/results'],
    module: 'src/features/results/components/results-page.tsx',
    catalogue: 'results',
    // The gate reads the stored analysis without the contracts' schemas; the session check (a signed-in
    // person is past the gate) brings them, so it is named for those past the gate only.
    pastGate: { modules: ['src/features/results/components/results-body.tsx', 'src/features/auth/lib/auth-session.ts'], catalogue: 'pages' },
    noSessionCheck: true,
  },
  // The dashboard's views are chunks of their own (dashboard-page.tsx): each address names its view's.
  ...Object.entries({
    overview: 'src/features/dashboard/components/overview-view.tsx',
    violations: 'src/features/dashboard/components/violations-view.tsx',
    credit: 'src/features/credit/index.ts',
    'letter-service': 'src/features/dashboard/components/info-views.tsx',
    'dfy-service': 'src/features/dashboard/components/info-views.tsx',
    templates: 'src/features/dashboard/components/resource-views.tsx',
    intel: 'src/features/dashboard/components/intel-view.tsx',
    tools: 'src/features/dashboard/components/resource-views.tsx',
    disputes: 'src/features/tracker/index.ts',
  }).map(([view, viewModule]) => ({
    key: `dashboard-${view}`,
    paths: view === 'overview' ? ['/dashboard', '/dashboard/*'] : [`/dashboard/${view}`],
    module: 'src/features/dashboard/components/dashboard-page.tsx',
    also: [viewModule],
    // The views that show another feature's strings bring its part (VIEW_CATALOGUES in features/dashboard/components/dashboard-page.tsx).
    catalogue: view === 'credit' ? 'dashboard-credit' : ['disputes', 'templates', 'tools'].includes(view) ? 'pages' : 'dashboard',
  })),
  { key: 'login', paths: ['/login'], module: 'src/features/auth/components/login-page.tsx' },
  { key: 'payment', paths: ['/payment', '/payment/*'], module: 'src/features/payment/components/payment-page.tsx' },
  { key: 'faq', paths: ['/faq'], module: 'src/features/faq/components/faq-page.tsx' },
  { key: 'tracker', paths: ['/response-tracker'], module: 'src/features/tracker/components/tracker-page.tsx' },
  { key: 'dispute', paths: ['/response-tracker/*'], module: 'src/features/tracker/components/dispute-detail-page.tsx' },
  { key: 'credit-disputes', paths: ['/credit-disputes'], module: 'src/features/credit/components/credit-disputes-page.tsx' },
  { key: 'email-forwarding', paths: ['/email-forwarding'], module: 'src/features/email-forwarding/components/email-forwarding-page.tsx' },
];
const APP = 'src/app/start-app.tsx';
/** The stored session's check, which the app imports at its start (its call is one the entry starts early: src/lib/early-requests.ts). */
const SESSION_CHECK = 'src/features/auth/lib/auth-session.ts';
/** The catalogue parts a page's first screen waits for (src/i18n/index.ts: 'pages' brings 'results', 'dashboard' and 'credit' with it). */
const CATALOGUE_PARTS = {
  results: ['results'],
  dashboard: ['dashboard'],
  'dashboard-credit': ['dashboard', 'credit'],
  pages: ['results', 'dashboard', 'credit', 'pages'],
};
const catalogueModule = (part, lang) => `src/i18n/parts/${part}-${lang}.ts`;

/**
 * A module that another chunk also imports is not an entry of the manifest but a shared chunk named
 * after it (`_intel-view-<hash>.js`): found by that name when exactly one chunk has it.
 */
const sharedChunkOf = (key) => {
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith(`_${name}-`) && /^[\w-]{8}\.js$/.test(k.slice(name.length + 2)));
  return shared.length === 1 ? manifest[shared[0]] : undefined;
};

/** A module's chunk and the chunks it imports statically, depth first, each once. */
const chunksOf = (key, out = new Set()) => {
  const entry = manifest[key] ?? sharedChunkOf(key);
  if (!entry) throw new Error(`route-preloads: ${key} is not in Vite's manifest (was it moved? update PAGES)`);
  if (out.has(entry.file)) return out;
  out.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, out);
  return out;
};

// What index.html already asks for (the entry and its own preloads) is not named twice.
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const alreadyLinked = (file) => indexHtml.includes(`/${file}"`);

const outDir = path.join(dist, 'routes');
mkdirSync(outDir, { recursive: true });
const routes = {};
for (const page of PAGES) {
  for (const lang of ['en', 'es']) {
    const cataloguesOf = (catalogue) =>
      CATALOGUE_PARTS[catalogue].flatMap((part) => [...chunksOf(catalogueModule(part, 'en')), ...(lang === 'es' ? chunksOf(catalogueModule(part, 'es')) : [])]);
    const files = new Set([
      ...chunksOf(APP),
      ...(page.noSessionCheck ? [] : chunksOf(SESSION_CHECK)),
      ...chunksOf(page.module),
      ...(page.also ?? []).flatMap((module) => [...chunksOf(module)]),
      ...cataloguesOf(page.catalogue ?? 'pages'),
    ]);
    const pastGate = page.pastGate
      ? [...new Set([...page.pastGate.modules.flatMap((module) => [...chunksOf(module)]), ...cataloguesOf(page.pastGate.catalogue)])].filter(
          (file) => file.endsWith('.js') && !files.has(file) && !alreadyLinked(file),
        )
      : [];
    // Largest first: on HTTP/1.1 a browser has six connections to the server, and a large file asked
    // for last (the page's strings) finished last, after the small ones had each held a connection for
    // a round trip (decision 076).
    const links = [...files]
      .filter((file) => file.endsWith('.js') && !alreadyLinked(file))
      .sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size)
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
    const name = `${page.key}.${lang}.html`;
    const pastGateMeta = pastGate.length > 0 ? `<meta name="preload-past-results-gate" content="${pastGate.map((file) => `/${file}`).join(' ')}">` : '';
    writeFileSync(path.join(outDir, name), indexHtml.replace('</head>', `${links}${pastGateMeta}</head>`));
    for (const p of page.paths) (routes[p] ??= {})[lang] = `routes/${name}`;
  }
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(routes, null, 2)}\n`);
process.stdout.write(`route preloads: ${PAGES.length} pages in en, es\n`);
