import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A part of a page whose code is a chunk of its own, fetched when `preload` is called or when the
 * part first renders (issue 27: a page's first screen waits only for its own code). Once the code is
 * here the part renders at once: React.lazy would still suspend for a moment on its first render and
 * show the fallback, and hold the content back for up to 300 ms (React's throttle on revealing a
 * suspended boundary). `fallback` stands in while the code arrives; a failed fetch is tried again by
 * the next `preload`.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType) => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: P) => {
    // Fixed for this mount, so the arrival of the chunk never remounts the part on screen.
    const [Ready] = useState(() => loaded);
    return Ready ? (
      <Ready {...props} />
    ) : (
      <Suspense fallback={<Fallback />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return { Part, preload };
};
