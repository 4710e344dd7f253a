import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/** The files of dist/ the service worker keeps (paths from the site root), in a stable order. */
export const precacheList = (files: readonly string[]): string[] =>
  files
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .filter(
      (file) =>
        !/\.(?:map|br|gz)$/.test(file) &&
        // The worker itself; the pages prerendered per language and the shells naming each page's
        // chunks (offline, the shell renders every route); Vite's build manifest (build data, not served).
        file !== '/sw.js' &&
        !file.startsWith('/prerendered/') &&
        !file.startsWith('/routes/') &&
        !file.startsWith('/.vite/'),
    )
    .sort();

/** The home-screen icons, drawn from the logo mark (public/favicon.svg) with sharp. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, mark: 176, background: null },
  { file: 'icons/icon-512.png', size: 512, mark: 472, background: null },
  { file: 'icons/apple-touch-icon.png', size: 180, mark: 132, background: '#ffffff' },
  // Maskable: the platform crops it to its own shape; the mark stays inside the central safe zone (a circle of 80 %).
  { file: 'icons/icon-maskable-512.png', size: 512, mark: 300, background: '#ffffff' },
] as const;

const writeIcons = async (dist: string, svgFile: string): Promise<void> => {
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(svgFile);
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const mark = await sharp(svg, { density: 72 * (icon.mark / 32) })
      .resize(icon.mark, icon.mark)
      .png()
      .toBuffer();
    const offset = Math.round((icon.size - icon.mark) / 2);
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: icon.background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: mark, left: offset, top: offset }])
      .png({ compressionLevel: 9 })
      .toFile(path.join(dist, icon.file));
  }
};

const filesUnder = (dir: string, base = dir): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });

/**
 * After the client build: the icons, then dist/sw.js (src/pwa/service-worker.ts bundled with the
 * list of files to keep and a version named after them). Decision 014 says why this is ours and not
 * vite-plugin-pwa. Runs before scripts/prerender.mjs and precompress.mjs, which add the pages and
 * the compressed copies.
 */
export const pwaPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'debtshield-pwa',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the prerender step's server build
      const dist = path.resolve(config.root, config.build.outDir);
      await writeIcons(dist, path.join(config.publicDir, 'favicon.svg'));
      const precache = precacheList(filesUnder(dist));
      const hash = createHash('sha256');
      for (const file of precache) hash.update(file).update(readFileSync(path.join(dist, file)));
      const { build } = await import('esbuild');
      await build({
        entryPoints: [fileURLToPath(new URL('./service-worker.ts', import.meta.url))],
        outfile: path.join(dist, 'sw.js'),
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: { PRECACHE: JSON.stringify(precache), VERSION: JSON.stringify(hash.digest('hex').slice(0, 16)) },
        logLevel: 'warning',
      });
    },
  };
};
