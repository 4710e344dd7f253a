import { LOCAL_KEYS } from '../../../lib/storage-keys';

/**
 * What the results page keeps in the browser (spec 000 §3): the analysis in local storage
 * (`analysisResults`, written by the upload page), and in session storage the email left at the
 * gate (`userEmail`), the dispute a generated letter opened (`currentDisputeId`) and that letter
 * (`generatedLetter`).
 */
export const RESULTS_SESSION_KEYS = {
  userEmail: 'userEmail',
  currentDisputeId: 'currentDisputeId',
  generatedLetter: 'generatedLetter',
} as const;

/** Local storage of this feature: the offline queue of history saves, and the ids already saved. */
export const RESULTS_LOCAL_KEYS = {
  saveQueue: 'pendingAnalysisSaves',
  savedAnalyses: 'savedAnalysisIds',
} as const;

const storage = (kind: 'local' | 'session'): Storage | undefined => {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readItem = (kind: 'local' | 'session', key: string): string | null => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (kind: 'local' | 'session', key: string, value: string): void => {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the page keeps working from memory.
  }
};

export const removeItem = (kind: 'local' | 'session', key: string): void => {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
};

/** What the results page's first screen (a visitor's email gate) shows of the stored analysis. */
export type GateAnalysis = { strategic_analysis: { recommended_strategy: string; success_probability: number } };

/**
 * The stored analysis as the first screen reads it: enough of it for the email gate, checked by hand,
 * so that the first screen needs neither zod nor the contracts' schemas (issue 27). The full results
 * read it again with the contracts (`readStoredAnalysis` in ./results-storage.ts) and send anything
 * that does not pass to the upload page.
 */
export type StoredFirstScreen =
  { status: 'ready'; analysisId: string; analysis: GateAnalysis } | { status: 'error'; message: string | null } | { status: 'missing' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `analysisResults` as stored (written by the upload page), parsed as JSON; undefined when absent or not JSON. */
export const readStoredAnalysisJson = (): unknown => {
  const raw = readItem('local', LOCAL_KEYS.analysisResults);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/** Reads `analysisResults` for the first screen: an analysis, a stored failure (error view), or nothing usable (redirect). */
export const readStoredFirstScreen = (): StoredFirstScreen => {
  const value = readStoredAnalysisJson();
  if (!isRecord(value)) return { status: 'missing' };
  const strategic = value.strategic_analysis;
  if (
    typeof value.analysis_id === 'string' &&
    isRecord(strategic) &&
    typeof strategic.recommended_strategy === 'string' &&
    typeof strategic.success_probability === 'number' &&
    Number.isFinite(strategic.success_probability)
  ) {
    return {
      status: 'ready',
      analysisId: value.analysis_id,
      analysis: { strategic_analysis: { recommended_strategy: strategic.recommended_strategy, success_probability: strategic.success_probability } },
    };
  }
  if (value.success === false && (value.error === undefined || typeof value.error === 'string')) {
    return { status: 'error', message: (typeof value.error === 'string' && value.error.trim()) || null };
  }
  return { status: 'missing' };
};

export const getGateEmail = (): string | null => {
  const value = readItem('session', RESULTS_SESSION_KEYS.userEmail);
  return value && value.includes('@') ? value : null;
};

export const setGateEmail = (email: string): void => writeItem('session', RESULTS_SESSION_KEYS.userEmail, email);
