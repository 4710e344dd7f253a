/*
 * DebtShield's service worker (spec 001 §7; decision 014). Built by the PWA build step
 * (build-plugin.ts) into dist/sw.js, with the list of the build's files in PRECACHE.
 *
 * It keeps the app shell and the built files so the site opens offline, and nothing else: API
 * answers are personal and are never cached (swRoute sends every /api/* request past it), and
 * uploads are never touched (not GETs). Its failures are for the console only.
 *
 * Updates never trap anyone on an old version: a new worker takes over at once (skipWaiting and
 * clients.claim) and deletes the old version's cache, and pages always come from the network first.
 */
import { swRoute } from './sw-route';

declare const PRECACHE: string[];
declare const VERSION: string;

// The service-worker types (lib "WebWorker") clash with the DOM lib of the web app's tsconfig: the
// few parts used here, typed by hand.
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith: (response: Promise<Response>) => void };
type WorkerScope = {
  location: Location;
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void);
};
const worker = self as unknown as WorkerScope;

const PREFIX = 'debtshield-shell-';
const CACHE = `${PREFIX}${VERSION}`;
const SHELL = '/index.html';
const precached = new Set(PRECACHE);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Revalidated with the server, never taken from the browser's HTTP cache as it was.
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'no-cache' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

const fromCacheOrNetwork = async (request: Request): Promise<Response> => {
  const cache = await caches.open(CACHE);
  // ignoreVary: the files are the same whatever encoding the server chose to send them in.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  // A fingerprinted file of a newer build (this worker is about to be replaced): kept, it never changes.
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
};

const page = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE, ignoreVary: true });
    if (shell) return shell;
    console.info('offline and no cached shell', error);
    throw error;
  }
};

worker.addEventListener('fetch', (event) => {
  const route = swRoute(event.request, worker.location.origin, precached);
  if (route === 'page') event.respondWith(page(event.request));
  else if (route === 'asset') event.respondWith(fromCacheOrNetwork(event.request));
  // 'bypass': no respondWith, the browser does what it would do without a service worker.
});
