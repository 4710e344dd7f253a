import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `ms` after it was last turned on (the feedback success message: 5 s). */
export const useTimedFlag = (ms: number) => {
  const [generation, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (generation === null) return undefined;
    const timer = window.setTimeout(() => setShownAt(null), ms);
    return () => window.clearTimeout(timer);
  }, [generation, ms]);
  const show = useCallback(() => setShownAt((previous) => (previous ?? 0) + 1), []);
  const hide = useCallback(() => setShownAt(null), []);
  return { shown: generation !== null, show, hide };
};
