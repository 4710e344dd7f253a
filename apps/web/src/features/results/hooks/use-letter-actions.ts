import type { AnalyzeResponse } from '@debtshield/contracts';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { contractAnalysisId, fetchLetterPdf, generateLetter, trackDownload } from '../api/results-api';
import { RESULTS_SESSION_KEYS, writeItem } from '../api/results-storage';
import { downloadBlob } from '../api/download-file';
import { analysisState } from '../utils/analysis-state';

/**
 * Spec 000 §8, letter generation: a failure to reach the server reads 'Failed to generate letter.
 * Please try again.'; an answer without success gives the server's error, or 'Letter generation
 * failed' when it gave none.
 */
export const generateErrorText = (error: unknown, t: TFunction): string => {
  if (!(error instanceof ApiError) || error.code === 'network') return t('results.actions.generateFailed');
  if (error.code === 'bad_response' || error.message.trim() === '') return t('results.actions.generationFailed');
  return error.message;
};

/** POST /api/generate-letter for this analysis; the dispute it opens becomes `currentDisputeId`. */
export const useGenerateLetter = (analysis: AnalyzeResponse, violationIds?: string[]) =>
  useMutation({
    mutationFn: () =>
      generateLetter(
        {
          analysis_id: contractAnalysisId(analysis),
          strategy: analysis.strategic_analysis.recommended_strategy.slice(0, 100),
          collector_info: {
            ...(analysis.strategic_analysis.current_collector ? { name: analysis.strategic_analysis.current_collector.slice(0, 200) } : {}),
            ...(analysis.strategic_analysis.debt_amount !== null ? { amount: analysis.strategic_analysis.debt_amount } : {}),
          },
          user_state: analysisState(analysis),
          flow_type: analysis.flow_type,
          ...(violationIds && violationIds.length > 0 ? { violations: violationIds.slice(0, 100) } : {}),
        },
        analysis.analysis_key,
      ),
    onSuccess: (data) => {
      if (data.dispute_id) writeItem('session', RESULTS_SESSION_KEYS.currentDisputeId, data.dispute_id);
      writeItem('session', RESULTS_SESSION_KEYS.generatedLetter, data.letter.content);
    },
  });

export type DownloadResult = 'pdf' | 'text';

/**
 * Download PDF Letter: POST /api/generate-pdf; on any failure the letter is saved as a plain-text
 * file instead. Then POST /api/track-download (failures ignored).
 */
export const useDownloadLetter = (analysis: AnalyzeResponse, t: TFunction) =>
  useMutation({
    mutationFn: async (content: string): Promise<DownloadResult> => {
      let result: DownloadResult;
      try {
        const pdf = await fetchLetterPdf({ content: content.slice(0, 50_000), analysis_id: contractAnalysisId(analysis) }, analysis.analysis_key);
        downloadBlob(pdf, t('results.actions.pdfFileName'));
        result = 'pdf';
      } catch {
        downloadBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), t('results.actions.textFileName'));
        result = 'text';
      }
      await trackDownload({ type: result === 'pdf' ? 'response_letter_pdf' : 'response_letter_text', violations: analysis.violations.violation_count });
      return result;
    },
  });
