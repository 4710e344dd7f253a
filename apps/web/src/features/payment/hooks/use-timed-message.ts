import { useCallback, useEffect, useState } from 'react';

/** A message that hides itself after `ms` (the email tooltip of spec 000 §5 shows for 3 seconds). */
export const useTimedMessage = (ms: number) => {
  const [shown, setShown] = useState<{ text: string; id: number } | null>(null);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setTimeout(() => setShown(null), ms);
    return () => window.clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((text: string) => setShown((previous) => ({ text, id: (previous?.id ?? 0) + 1 })), []);
  const hide = useCallback(() => setShown(null), []);
  return { message: shown?.text ?? null, show, hide };
};
