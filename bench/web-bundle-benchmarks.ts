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

/**
 * What a browser downloads to show the home page, read from the built index.html: the entry
 * module (`<script type="module" src>`), the modules it preloads (`<link rel="modulepreload">`),
 * and the stylesheets. Chunks loaded by `import()` (the other pages) are not counted.
 */
export const homeAssets = (html: string): { scripts: string[]; styles: string[] } => {
  const attr = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (href && rel === 'modulepreload') scripts.push(href);
      if (href && rel === 'stylesheet') styles.push(href);
    }
  }
  return { scripts, styles };
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
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: path.join(root, 'apps/web'),
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`the web build failed:\n${built.stdout}\n${built.stderr}`);
    const { scripts, styles } = homeAssets(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    const file = (url: string) => path.join(outDir, url.replace(/^\//, ''));
    const entry = scripts[0];
    if (!entry) throw new Error('index.html has no module script');
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
