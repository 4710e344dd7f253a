import { AnalyzeResponseSchema, type AnalyzeResponse } from '@debtshield/contracts';
import { z } from 'zod';
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

export const DEFAULT_FILE_NAME = 'debt_letter.pdf';

/** Data about the stored analysis that is not part of the API's answer (spec 000 §3). */
export type StoredMeta = { fileName: string; timestamp: string | null };

export type StoredAnalysis =
  { status: 'ready'; analysis: AnalyzeResponse; meta: StoredMeta } | { status: 'error'; message: string | null } | { status: 'missing' };

const StoredFailureSchema = z.object({ success: z.literal(false), error: z.string().optional() });
const StoredMetaSchema = z.object({
  file_name: z.string().min(1).max(255).optional().catch(undefined),
  timestamp: z.string().max(64).optional().catch(undefined),
});

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

/** Reads `analysisResults`: an analysis, a stored failure (error view), or nothing usable (redirect). */
export const readStoredAnalysis = (): StoredAnalysis => {
  const raw = readItem('local', LOCAL_KEYS.analysisResults);
  if (raw === null) return { status: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'missing' };
  }
  const analysis = AnalyzeResponseSchema.safeParse(value);
  if (analysis.success) {
    const meta = StoredMetaSchema.safeParse(value);
    return {
      status: 'ready',
      analysis: analysis.data,
      meta: { fileName: (meta.success && meta.data.file_name) || DEFAULT_FILE_NAME, timestamp: (meta.success && meta.data.timestamp) || null },
    };
  }
  const failure = StoredFailureSchema.safeParse(value);
  if (failure.success) return { status: 'error', message: failure.data.error?.trim() || null };
  return { status: 'missing' };
};

/** Replaces the stored analysis (after answering questions), keeping its file name and timestamp. */
export const writeStoredAnalysis = (analysis: AnalyzeResponse, meta: StoredMeta): void => {
  const json = JSON.stringify({ ...analysis, file_name: meta.fileName, ...(meta.timestamp ? { timestamp: meta.timestamp } : {}) });
  writeItem('local', LOCAL_KEYS.analysisResults, json);
  // The upload page keeps a session copy too (spec 000 §3): keep it in step.
  if (readItem('session', LOCAL_KEYS.analysisResults) !== null) writeItem('session', LOCAL_KEYS.analysisResults, json);
};

export const getGateEmail = (): string | null => {
  const value = readItem('session', RESULTS_SESSION_KEYS.userEmail);
  return value && value.includes('@') ? value : null;
};

export const setGateEmail = (email: string): void => writeItem('session', RESULTS_SESSION_KEYS.userEmail, email);
