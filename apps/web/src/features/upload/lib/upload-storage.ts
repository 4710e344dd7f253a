import { UsStateSchema, type AnalyzeResponse, type UsStateCode } from '@debtshield/contracts';
import { LOCAL_KEYS } from '../../../lib/storage-keys';

/** Session-stored values of spec 000 §3 that the upload page writes. */
export const UPLOAD_SESSION_KEYS = {
  userState: 'userState',
  serviceType: 'serviceType',
  userIssue: 'userIssue',
  uploadContext: 'uploadContext',
  flowType: 'flowType',
  currentDisputeId: 'currentDisputeId',
  analysisResults: 'analysisResults',
  debtLetterFileName: 'debtLetterFileName',
} as const;

/** Spec 000 §3: the file name stored with an analysis when none is known. */
export const DEFAULT_FILE_NAME = 'debt_letter.pdf';

type StorageKind = 'local' | 'session';

const storage = (kind: StorageKind): Storage | undefined => {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStored = (kind: StorageKind, key: string): string | null => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** Writes (or removes, for null) one value; false when the browser refused (private mode, quota). */
export const writeStored = (kind: StorageKind, key: string, value: string | null): boolean => {
  try {
    const target = storage(kind);
    if (!target) return false;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

export const writeSession = (key: string, value: string | null): boolean => writeStored('session', key, value);

/** The state the user chose before: session first, then local storage (spec 000 §2, §3). */
export const readSavedState = (): UsStateCode | null => {
  for (const value of [readStored('session', UPLOAD_SESSION_KEYS.userState), readStored('local', LOCAL_KEYS.userState)]) {
    const parsed = UsStateSchema.safeParse(value?.trim().toUpperCase());
    if (parsed.success) return parsed.data;
  }
  return null;
};

/** A state the user chose: kept for this visit and the next ones. */
export const saveChosenState = (code: UsStateCode): void => {
  writeSession(UPLOAD_SESSION_KEYS.userState, code);
  writeStored('local', LOCAL_KEYS.userState, code);
};

/** A state guessed from the connection: used for this visit only, until the user confirms or changes it. */
export const saveGuessedState = (code: UsStateCode): void => {
  writeSession(UPLOAD_SESSION_KEYS.userState, code);
};

export type StoredAnalysis = AnalyzeResponse & { timestamp: string; file_name: string };

/**
 * Keeps a finished analysis for the results page: local storage `analysisResults` (with timestamp
 * and file name) and the same in session storage (spec 000 §3). Only the server's answer is kept,
 * never the uploaded file itself.
 */
export const storeAnalysisResults = (data: AnalyzeResponse, fileName: string | null, now: Date = new Date()): StoredAnalysis => {
  const stored: StoredAnalysis = { ...data, timestamp: now.toISOString(), file_name: fileName?.trim() || DEFAULT_FILE_NAME };
  const json = JSON.stringify(stored);
  writeStored('local', LOCAL_KEYS.analysisResults, json);
  writeSession(UPLOAD_SESSION_KEYS.analysisResults, json);
  writeSession(UPLOAD_SESSION_KEYS.debtLetterFileName, stored.file_name);
  writeSession(UPLOAD_SESSION_KEYS.flowType, data.flow_type);
  if (data.dispute_id) writeSession(UPLOAD_SESSION_KEYS.currentDisputeId, data.dispute_id);
  return stored;
};
