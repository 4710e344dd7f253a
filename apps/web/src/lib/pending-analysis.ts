import { ANALYSIS_KEY_HEADER, AnalyzeResponseSchema } from '@debtshield/contracts';
import { apiRequest } from './api-client';
import { getToken } from './session';
import { LOCAL_KEYS } from './storage-keys';

/**
 * An analysis made before signing in belongs to this browser through the secret the server returned
 * with it (`analysis_key`, kept with the analysis in local storage `analysisResults`). Once the
 * person signs in or buys a plan, it is attached to their account (POST /api/analysis/{id}/claim),
 * so the same analysis shows with the access they have now, without uploading again.
 */
export type PendingAnalysis = { id: string; key: string };

const readStored = (): Record<string, unknown> | null => {
  try {
    const raw = window.localStorage.getItem(LOCAL_KEYS.analysisResults);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const pendingAnalysis = (): PendingAnalysis | null => {
  const stored = readStored();
  const id = stored?.analysis_id;
  const key = stored?.analysis_key;
  return typeof id === 'string' && typeof key === 'string' && key.length > 0 ? { id, key } : null;
};

/** Whether an analysis is stored in this browser (the results page has a letter to go back to). */
export const hasStoredAnalysis = (): boolean => typeof readStored()?.analysis_id === 'string';

export const analysisKeyHeaders = (key: string | null | undefined): Record<string, string> => (key ? { [ANALYSIS_KEY_HEADER]: key } : {});

/**
 * Attaches the pending analysis to the signed-in account and stores it as the account sees it now.
 * Best effort: offline, expired (letters are deleted within 1 hour) or already someone else's, the
 * stored analysis stays as it was. Returns whether it was attached.
 */
export const claimPendingAnalysis = async (): Promise<boolean> => {
  const pending = pendingAnalysis();
  if (!pending || !getToken()) return false;
  try {
    const claimed = await apiRequest(`/api/analysis/${encodeURIComponent(pending.id)}/claim`, {
      method: 'POST',
      schema: AnalyzeResponseSchema,
      headers: analysisKeyHeaders(pending.key),
    });
    const stored = readStored();
    // The account owns it now: the secret is no longer needed, and the rest (file name, time) stays.
    const { analysis_key: _dropped, ...rest } = { ...stored, ...claimed };
    window.localStorage.setItem(LOCAL_KEYS.analysisResults, JSON.stringify(rest));
    return true;
  } catch {
    return false;
  }
};
