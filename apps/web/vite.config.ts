import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwaPlugin } from './src/pwa/build-plugin.ts';

/*
 * The lucide icons the app's own chunk needs (the shell, the home page, the quiz and plan cards, the
 * shared UI): they stay with it, so the home page does not load the other pages' icons (bench
 * 'web-bundle'). Read from the `lucide-react` imports of those folders, each name mapped to its icon
 * file by the package's own export list (names have aliases). The other icons are one chunk.
 */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
const appIconFiles = (): Set<string> => {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const lucide = readFileSync(fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url)), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of lucide.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) fileOf.set(name, file);
  }
  const files = new Set<string>();
  for (const dir of ['app', 'components', 'features/home', 'features/quiz', 'features/plans', 'lib', 'pwa']) {
    for (const file of sourceFiles(path.join(src, dir))) {
      for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
        for (const name of names.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
          const icon = fileOf.get(name);
          if (icon) files.add(icon);
        }
      }
    }
  }
  return files;
};
const APP_ICONS = appIconFiles();

// `npm run dev`: Vite serves the SPA with hot reload and forwards /api to the API in watch mode.
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  // pwaPlugin: the home-screen icons and the service worker (dist/sw.js), after the client build (decision 014).
  plugins: [react(), tailwindcss(), pwaPlugin()],
  resolve: {
    // Radix's scroll lock writes <style> elements, which our CSP (style-src 'self') blocks: the
    // stand-in adopts a constructed stylesheet instead (src/lib/csp-style-singleton.ts).
    alias: [{ find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('./src/lib/csp-style-singleton.ts', import.meta.url)) }],
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // The manifest tells scripts/route-preloads.mjs which chunks each page needs (issue 27).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React, the router and react-i18next serve every page from its first render: one chunk, not
        // three or four cut by whichever lazily loaded parts happen to share them (issue 27).
        // TanStack Query too: its hooks were four more chunks of a few hundred bytes on every page that
        // reads the API. The other pages' icons (lucide-react, a few hundred bytes each) are one chunk:
        // on a slow line each file costs a round trip, and the dashboard's first screen needed ten of them.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-router|react-i18next|use-sync-external-store|@tanstack)[\\/]/ },
            {
              name: 'icons',
              // The icons only: lucide's createLucideIcon stays with the app's chunk, which the home page's icons need.
              includeDependenciesRecursively: false,
              test: (id) => {
                const icon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+\.mjs)$/.exec(id)?.[1];
                return icon !== undefined && !APP_ICONS.has(icon);
              },
            },
          ],
        },
      },
    },
  },
});
