#!/usr/bin/env node
// After `vite build`: the first pages most people open, rendered to HTML at build time for an
// anonymous first visit in each language (src/prerender/entry-prerender.tsx), so the browser paints
// them from the HTML before any JavaScript runs; main.tsx then hydrates them. The server sends
// them for their exact paths (apps/api/src/platform/spa.ts, by the manifest written here); every
// other path keeps the empty shell.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'dist-prerender');

/** Path → file name. Only pages whose first view needs no data of the visitor's. */
export const PRERENDERED = { '/': 'home', '/upload': 'upload' };
const LANGUAGES = ['en', 'es'];

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/entry-prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});
const { prerender, prerenderFrame } = await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const manifest = {};
for (const [pathname, name] of Object.entries(PRERENDERED)) {
  manifest[pathname] = {};
  for (const lng of LANGUAGES) {
    const body = await prerender(pathname, lng);
    const html = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
      .replace(ROOT, `<div id="root" data-prerendered="${pathname}" data-lang="${lng}">${body}</div>`);
    const file = `prerendered/${name}.${lng}.html`;
    writeFileSync(path.join(dist, file), html);
    manifest[pathname][lng] = file;
  }
}
writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The other pages' HTML (scripts/route-preloads.mjs, one file per page and language): the shared
// frame in the file's language, so the header and footer paint before the app has run (decision 044).
const routeFiles = new Map();
for (const byLanguage of Object.values(JSON.parse(readFileSync(path.join(dist, 'routes', 'manifest.json'), 'utf8')))) {
  for (const [lng, file] of Object.entries(byLanguage)) routeFiles.set(file, lng);
}
// The dashboard's files (routes/dashboard-<view>) carry its greeting, shown by the entry (decision 088);
// the credit center's also its title and lead (decision 094).
const framedPageOf = (file) => (file.startsWith('routes/dashboard-credit.') ? 'dashboard-credit' : file.startsWith('routes/dashboard-') ? 'dashboard' : 'any');
const frames = {};
for (const page of ['any', 'dashboard', 'dashboard-credit']) {
  frames[page] = {};
  for (const lng of LANGUAGES) frames[page][lng] = await prerenderFrame(lng, page);
}
for (const [file, lng] of routeFiles) {
  const frame = frames[framedPageOf(file)][lng];
  const html = readFileSync(path.join(dist, file), 'utf8');
  if (!html.includes(ROOT)) throw new Error(`${file} has no ${ROOT}`);
  writeFileSync(path.join(dist, file), html.replace(/<html lang="[^"]*"/, `<html lang="${lng}"`).replace(ROOT, `<div id="root">${frame}</div>`));
}
rmSync(ssrOut, { recursive: true, force: true });
process.stdout.write(`prerendered ${Object.keys(PRERENDERED).join(', ')} in ${LANGUAGES.join(', ')}; the frame in ${routeFiles.size} page files\n`);
