/**
 * Registers the service worker (dist/sw.js, built by build-plugin.ts) once the page has loaded, in
 * the built app only. From a bundled module: the Content-Security-Policy allows no inline script.
 * Failures go to the console only (spec 001 §7): the site works the same without the worker.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': the browser asks the server for sw.js on every check, never its HTTP cache.
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.info('service worker not registered:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
