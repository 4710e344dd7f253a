import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_ID } from '../testing/analysis-fixture';
import { apiError, json, mockApi, networkError } from '../../../testing/mock-api';
import { flushSaveQueue, isAnalysisSaved, readSaveQueue, saveAnalysisToHistory } from './save-analysis-queue';

const ITEM = { analysis_id: ANALYSIS_ID, file_name: 'debt_letter.pdf', flow_type: 'generate' as const, timestamp: '2025-03-01T10:00:00.000Z' };
const OTHER = { ...ITEM, analysis_id: '0b7d9a7e-3c1f-4e5a-9b2c-1d2e3f4a5b6c' };
const offline = (value: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!value);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving analyses to the history, with the offline queue', () => {
  it('saves at once when online and remembers the analysis as saved', async () => {
    const api = mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    expect(await saveAnalysisToHistory(ITEM)).toBe('saved');
    expect(api.callsTo('POST', '/api/save-analysis')[0]?.body).toEqual(ITEM);
    expect(readSaveQueue()).toEqual([]);
    expect(isAnalysisSaved(ITEM.analysis_id)).toBe(true);
  });

  it('queues while offline without calling the server, and sends when flushed online', async () => {
    const api = mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    const line = offline(true);
    expect(await saveAnalysisToHistory(ITEM)).toBe('queued');
    await flushSaveQueue();
    expect(api.calls).toHaveLength(0);
    expect(readSaveQueue()).toEqual([ITEM]);

    line.mockReturnValue(true);
    await flushSaveQueue();
    expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(1);
    expect(readSaveQueue()).toEqual([]);
  });

  it('queues on a network error, once per analysis', async () => {
    mockApi({ 'POST /api/save-analysis': () => networkError() });
    expect(await saveAnalysisToHistory(ITEM)).toBe('queued');
    expect(await saveAnalysisToHistory(ITEM)).toBe('queued');
    expect(await saveAnalysisToHistory(OTHER)).toBe('queued');
    expect(readSaveQueue().map((i) => i.analysis_id)).toEqual([ITEM.analysis_id, OTHER.analysis_id]);
  });

  it('drops an item the server answers with 400', async () => {
    window.localStorage.setItem('pendingAnalysisSaves', JSON.stringify([ITEM, OTHER]));
    const api = mockApi({
      'POST /api/save-analysis': ({ body }) =>
        (body as { analysis_id: string }).analysis_id === ITEM.analysis_id
          ? apiError(400, 'Only analyses made while signed in can be saved to your history.', 'invalid_input')
          : json({ success: true }),
    });
    await flushSaveQueue();
    expect(api.calls).toHaveLength(2);
    expect(readSaveQueue()).toEqual([]);
    expect(isAnalysisSaved(ITEM.analysis_id)).toBe(false);
    expect(isAnalysisSaved(OTHER.analysis_id)).toBe(true);
  });

  it('keeps other failures queued, silently', async () => {
    window.localStorage.setItem('pendingAnalysisSaves', JSON.stringify([ITEM]));
    mockApi({ 'POST /api/save-analysis': () => apiError(500, 'Something went wrong.', 'internal') });
    await flushSaveQueue();
    expect(readSaveQueue()).toEqual([ITEM]);
  });

  it('ignores a corrupt queue and drops invalid items', async () => {
    window.localStorage.setItem('pendingAnalysisSaves', '{nope');
    expect(readSaveQueue()).toEqual([]);
    window.localStorage.setItem('pendingAnalysisSaves', JSON.stringify([{ analysis_id: 'not-a-uuid' }, ITEM, 7]));
    expect(readSaveQueue()).toEqual([ITEM]);
    expect(await saveAnalysisToHistory({ analysis_id: 'not-a-uuid' })).toBe('dropped');
  });
});
