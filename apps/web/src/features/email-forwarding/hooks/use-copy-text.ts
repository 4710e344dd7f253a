import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Copied' stays on screen. */
export const COPIED_MESSAGE_MS = 4_000;

/**
 * Copies text with the Clipboard API. 'failed' when the API is missing (an insecure page, an old
 * browser) or refuses; the caller then asks the person to copy by hand.
 */
export const useCopyText = () => {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  /** Resolves to whether the text reached the clipboard. */
  const copy = useCallback(async (text: string): Promise<boolean> => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    try {
      if (!clipboard || typeof clipboard.writeText !== 'function') throw new Error('no clipboard');
      await clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  }, []);
  return { state, copy };
};
