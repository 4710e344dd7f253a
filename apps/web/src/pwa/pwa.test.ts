import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../public/manifest.webmanifest?raw';
import { ICONS, precacheList } from './build-plugin';
import { swRoute } from './sw-route';

const ORIGIN = 'https://debtshield.example';
const precached = new Set(['/index.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']);
const route = (url: string, init: { method?: string; mode?: string } = {}) =>
  swRoute({ url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' }, ORIGIN, precached);

describe('what the service worker does with a request', () => {
  it('never touches the API: answers are personal, whether fetched, navigated to or downloaded', () => {
    expect(route('/api/user/stats')).toBe('bypass');
    expect(route('/api/analysis/1?x=1')).toBe('bypass');
    expect(route('/api/download/letter.pdf', { mode: 'navigate' })).toBe('bypass');
    expect(route('/api', { mode: 'navigate' })).toBe('bypass');
  });

  it('never touches uploads or any request that is not a GET, nor other origins', () => {
    expect(route('/api/analyze-strategic', { method: 'POST' })).toBe('bypass');
    expect(route('/upload', { method: 'POST', mode: 'navigate' })).toBe('bypass');
    expect(route('https://www.paypal.com/sdk/js')).toBe('bypass');
    expect(route('https://other.example/assets/index-abc.js')).toBe('bypass');
  });

  it('serves pages network first with the shell as the offline fallback, and built files from the cache', () => {
    expect(route('/', { mode: 'navigate' })).toBe('page');
    expect(route('/dashboard/violations', { mode: 'navigate' })).toBe('page');
    expect(route('/apiary', { mode: 'navigate' })).toBe('page');
    expect(route('/assets/index-abc123.js')).toBe('asset');
    expect(route('/icons/icon-192.png')).toBe('asset');
    expect(route('/manifest.webmanifest')).toBe('asset');
  });

  it('leaves alone what the build did not make', () => {
    expect(route('/robots.txt')).toBe('bypass');
    expect(route('/favicon.svg?v=2')).toBe('bypass');
  });
});

describe('what the build keeps for offline use', () => {
  it('keeps the shell and the built files, not source maps, compressed copies, prerendered pages, the per-page shells, the build manifest or the worker', () => {
    const files = [
      'index.html',
      'sw.js',
      'sw.js.br',
      'favicon.svg',
      'assets/index-a.js',
      'assets/index-a.js.map',
      'assets/index-a.js.br',
      'assets/index-a.js.gz',
      'prerendered/home.en.html',
      'prerendered/manifest.json',
      'routes/results.en.html',
      'routes/manifest.json',
      '.vite/manifest.json',
      'icons/icon-192.png',
    ].map((f) => f.split('/').join(path.sep));
    expect(precacheList(files)).toEqual(['/assets/index-a.js', '/favicon.svg', '/icons/icon-192.png', '/index.html']);
  });

  it('has a manifest that installs the app from / in standalone, with the icons the build draws', () => {
    const parsed = JSON.parse(manifest) as { start_url: string; display: string; lang: string; icons: { src: string; purpose: string }[] };
    expect(parsed).toMatchObject({ start_url: '/', display: 'standalone', lang: 'en', dir: 'ltr', theme_color: '#1e3a8a' });
    const built = new Set(ICONS.map((icon) => `/${icon.file}`));
    const pngs = parsed.icons.filter((icon) => icon.src.endsWith('.png'));
    expect(pngs.map((icon) => icon.src).every((src) => built.has(src))).toBe(true);
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(pngs.map((icon) => icon.src)).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']));
  });
});
