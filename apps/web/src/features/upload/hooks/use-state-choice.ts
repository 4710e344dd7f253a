import type { UsStateCode } from '@debtshield/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useGeoState } from '../api/get-geo-state';
import { readSavedState, saveChosenState, saveGuessedState } from '../lib/upload-storage';

/** Where the state in use came from. */
export type StateSource = 'saved' | 'guessed' | 'picked' | 'none';

export type UseStateChoice = {
  state: UsStateCode | null;
  source: StateSource;
  /** The guess is being looked up (only when nothing was saved). */
  locating: boolean;
  /** The user asked to change it: show the dropdown. */
  changing: boolean;
  startChange: () => void;
  pick: (code: UsStateCode) => void;
};

/**
 * 'First, select your state' (spec 000 §2): the saved state first (session, then local storage),
 * else our server's guess from the connection, else (or when the user asks to change) a choice
 * from the 50 states, saved to session and local storage.
 */
export const useStateChoice = (): UseStateChoice => {
  const [saved] = useState(readSavedState);
  const [picked, setPicked] = useState<UsStateCode | null>(null);
  const [changing, setChanging] = useState(false);
  const geo = useGeoState(saved === null);
  const guess = saved === null && picked === null ? (geo.data ?? null) : null;

  const state = picked ?? saved ?? guess;
  const source: StateSource = picked ? 'picked' : saved ? 'saved' : guess ? 'guessed' : 'none';

  useEffect(() => {
    // The guess is in use for this visit: the X-User-State header follows it.
    if (guess) saveGuessedState(guess);
  }, [guess]);

  const pick = useCallback((code: UsStateCode) => {
    setPicked(code);
    saveChosenState(code);
  }, []);
  const startChange = useCallback(() => setChanging(true), []);

  return { state, source, locating: saved === null && picked === null && geo.isPending, changing, startChange, pick };
};
