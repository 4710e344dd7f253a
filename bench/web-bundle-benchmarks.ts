import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Benchmark, BenchResult } from './benchmarks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A phone on a slow connection: the home page's JavaScript, gzipped, should stay under this. */
export const MAX_HOME_JS_GZIP_KB = 150;

const kb = (bytes: number): number => Number((bytes / 1024).toFixed(1));
const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type ViteManifest = Record<string, ManifestChunk>;

/**
 * What a browser downloads to show the home page, read from Vite's build manifest: the entry
 * module of index.html, the app it starts once the page is painted (the entry's own `import()`,
 * src/main.tsx), and every module those import statically, with their stylesheets. Chunks the app
 * loads with `import()` (the other pages) are not counted.
 */
export const homeAssets = (manifest: ViteManifest): { entry: string; scripts: string[]; styles: string[] } => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  for (const started of entry.dynamicImports ?? []) visit(started);
  const chunks = [...seen].flatMap((key) => manifest[key] ?? []);
  return {
    entry: `/${entry.file}`,
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
};

/**
 * Builds the web app into a temporary directory (a child process, as the e2e setup does; the
 * app's own dist/ is left alone) and measures the home page's JavaScript and CSS, gzip level 9.
 */
const measure = (): BenchResult => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'ds-web-bundle-'));
  try {
    const built = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
      {
        cwd: path.join(root, 'apps/web'),
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`the web build failed:\n${built.stdout}\n${built.stderr}`);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const { entry, scripts, styles } = homeAssets(manifest);
    const file = (url: string) => path.join(outDir, url.replace(/^\//, ''));
    const homeJs = scripts.reduce((sum, url) => sum + gzipBytes(file(url)), 0);
    const homeJsRaw = scripts.reduce((sum, url) => sum + readFileSync(file(url)).length, 0);
    const allJs = readdirSync(path.join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(outDir, 'assets', name));
    return {
      homeJsGzipKb: kb(homeJs),
      homeJsRawKb: kb(homeJsRaw),
      entryGzipKb: kb(gzipBytes(file(entry))),
      homeJsFiles: scripts.length,
      homeCssGzipKb: kb(styles.reduce((sum, url) => sum + gzipBytes(file(url)), 0)),
      allJsGzipKb: kb(allJs.reduce((sum, f) => sum + gzipBytes(f), 0)),
      allJsFiles: allJs.length,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export const webBundleBenchmarks: Benchmark[] = [
  {
    name: 'web-bundle',
    target: { maxHomeJsGzipKb: MAX_HOME_JS_GZIP_KB },
    run: async () => measure(),
    check: (r) => ((r.homeJsGzipKb ?? Infinity) > MAX_HOME_JS_GZIP_KB ? [`home page JavaScript ${r.homeJsGzipKb} KB gzip > ${MAX_HOME_JS_GZIP_KB} KB`] : []),
  },
];
