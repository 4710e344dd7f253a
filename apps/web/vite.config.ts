import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwaPlugin } from './src/pwa/build-plugin.ts';

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
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-router|react-i18next|use-sync-external-store)[\\/]/ }] },
      },
    },
  },
});
