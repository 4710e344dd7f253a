import { AnalyzeResponseSchema, type AnalyzeResponse } from '@debtshield/contracts';
import { z } from 'zod';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { readItem, readStoredAnalysisJson, writeItem } from './results-first-screen-storage';

// What the first screen reads needs no schemas: it lives apart, and is re-exported for the rest of the feature.
export { getGateEmail, readItem, removeItem, RESULTS_LOCAL_KEYS, RESULTS_SESSION_KEYS, setGateEmail, writeItem } from './results-first-screen-storage';

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

/** Reads `analysisResults`: an analysis, a stored failure (error view), or nothing usable (redirect). */
export const readStoredAnalysis = (): StoredAnalysis => {
  const value = readStoredAnalysisJson();
  if (value === undefined) return { status: 'missing' };
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
