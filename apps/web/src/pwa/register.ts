/**
 * Registers the service worker (dist/sw.js, built by build-plugin.ts) once the page has loaded and settled, in
 * the built app only. From a bundled module: the Content-Security-Policy allows no inline script.
 * Failures go to the console only (spec 001 §7): the site works the same without the worker.
 */
const REGISTER_DELAY_MS = 5_000;
const IDLE_TIMEOUT_MS = 5_000;

export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': the browser asks the server for sw.js on every check, never its HTTP cache.
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.info('service worker not registered:', error));
  };
  // Installing fetches every built file for offline use: on a phone line that competes with the
  // page the person came for, so it waits until the page has loaded, a few seconds more, and an
  // idle moment (measured: registering at the load event cost /upload 400 ms of blocking time).
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else register();
  };
  const afterLoad = () => window.setTimeout(whenIdle, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
};
