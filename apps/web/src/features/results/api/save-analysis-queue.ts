import { SaveAnalysisRequestSchema, SuccessSchema } from '@debtshield/contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readItem, RESULTS_LOCAL_KEYS, writeItem } from './results-storage';

/**
 * Paid users' analyses go to their history (spec 000 §4): POST /api/save-analysis, and when the
 * browser is offline or the network fails, a queue in local storage that is sent again on the
 * next load and when the browser comes back online. A 400 drops the item (the server will never
 * take it); any other failure keeps it queued, silently (spec 000 §8: logged only).
 */

export type SaveAnalysisItem = z.infer<typeof SaveAnalysisRequestSchema>;
export type SaveOutcome = 'saved' | 'queued' | 'dropped';

/** How many analyses are remembered as saved, so a reload does not send them again. */
const SAVED_MEMORY = 50;

const QueueSchema = z.array(z.unknown()).catch([]);

export const readSaveQueue = (): SaveAnalysisItem[] => {
  const raw = readItem('local', RESULTS_LOCAL_KEYS.saveQueue);
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return QueueSchema.parse(value).flatMap((item) => {
    const parsed = SaveAnalysisRequestSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};

const writeSaveQueue = (items: SaveAnalysisItem[]): void => writeItem('local', RESULTS_LOCAL_KEYS.saveQueue, JSON.stringify(items));

const enqueue = (item: SaveAnalysisItem): void => {
  writeSaveQueue([...readSaveQueue().filter((queued) => queued.analysis_id !== item.analysis_id), item]);
};

const dequeue = (analysisId: string): void => writeSaveQueue(readSaveQueue().filter((queued) => queued.analysis_id !== analysisId));

const readSavedIds = (): string[] => {
  try {
    const value: unknown = JSON.parse(readItem('local', RESULTS_LOCAL_KEYS.savedAnalyses) ?? '[]');
    return z.array(z.string()).catch([]).parse(value);
  } catch {
    return [];
  }
};

export const isAnalysisSaved = (analysisId: string): boolean => readSavedIds().includes(analysisId);

const rememberSaved = (analysisId: string): void => {
  const ids = [...readSavedIds().filter((id) => id !== analysisId), analysisId].slice(-SAVED_MEMORY);
  writeItem('local', RESULTS_LOCAL_KEYS.savedAnalyses, JSON.stringify(ids));
};

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Sends one save; the outcome decides whether it stays queued. Never throws. */
const send = async (item: SaveAnalysisItem): Promise<SaveOutcome> => {
  try {
    await apiRequest('/api/save-analysis', { body: item, schema: SuccessSchema });
    rememberSaved(item.analysis_id);
    dequeue(item.analysis_id);
    return 'saved';
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      dequeue(item.analysis_id);
      return 'dropped';
    }
    enqueue(item);
    return 'queued';
  }
};

const inFlight = new Map<string, Promise<SaveOutcome>>();

const sendOnce = (item: SaveAnalysisItem): Promise<SaveOutcome> => {
  const running = inFlight.get(item.analysis_id);
  if (running) return running;
  const promise = send(item).finally(() => inFlight.delete(item.analysis_id));
  inFlight.set(item.analysis_id, promise);
  return promise;
};

/** Saves an analysis to the history now, or queues it when offline. An invalid item is dropped. */
export const saveAnalysisToHistory = async (input: unknown): Promise<SaveOutcome> => {
  const parsed = SaveAnalysisRequestSchema.safeParse(input);
  if (!parsed.success) return 'dropped';
  if (isOffline()) {
    enqueue(parsed.data);
    return 'queued';
  }
  return sendOnce(parsed.data);
};

/** Sends every queued save (on load and on the `online` event). Does nothing while offline. */
export const flushSaveQueue = async (): Promise<void> => {
  if (isOffline()) return;
  for (const item of readSaveQueue()) await sendOnce(item);
};
