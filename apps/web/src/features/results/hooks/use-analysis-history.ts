import type { AnalyzeResponse } from '@debtshield/contracts';
import { useEffect } from 'react';
import { isLoggedIn } from '../../../lib/session';
import type { StoredMeta } from '../api/results-storage';
import { flushSaveQueue, isAnalysisSaved, saveAnalysisToHistory } from '../api/save-analysis-queue';

/**
 * Spec 000 §4: a paid, signed-in user's analysis is saved to their history; saves that could not
 * be sent are retried on load and whenever the browser comes back online.
 */
export const useAnalysisHistory = (analysis: AnalyzeResponse, meta: StoredMeta): void => {
  useEffect(() => {
    void flushSaveQueue();
    const onOnline = () => void flushSaveQueue();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const { analysis_id: analysisId, flow_type: flowType } = analysis;
  const hasAccess = analysis.access.has_access;
  useEffect(() => {
    if (!hasAccess || !isLoggedIn() || isAnalysisSaved(analysisId)) return;
    void saveAnalysisToHistory({
      analysis_id: analysisId,
      file_name: meta.fileName,
      flow_type: flowType,
      timestamp: meta.timestamp ?? new Date().toISOString(),
    });
  }, [analysisId, flowType, hasAccess, meta.fileName, meta.timestamp]);
};
