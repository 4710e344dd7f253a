/**
 * Settles like `promise`, or rejects with `onTimeout()` after `ms` milliseconds, whichever comes
 * first. The timer is cleared when the promise settles.
 * (The work behind the promise is not stopped: the caller cleans up, e.g. destroys the pdf.js task.)
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
