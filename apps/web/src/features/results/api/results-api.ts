import {
  AnalysisAnswersRequestSchema,
  AnalyzeResponseSchema,
  GenerateLetterRequestSchema,
  GenerateLetterResponseSchema,
  GeneratePdfRequestSchema,
  GenerateSettlementRequestSchema,
  GenerateSettlementResponseSchema,
  SaveLeadRequestSchema,
  SuccessSchema,
  TrackDownloadRequestSchema,
  USER_STATE_HEADER,
  type AnalyzeResponse,
} from '@debtshield/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeyHeaders } from '../../../lib/pending-analysis';
import { getToken, getUserState } from '../../../lib/session';

/** The calls of the results page (spec 000 §7). Every request body is parsed with its contract first. */

export type AnswersRequest = z.infer<typeof AnalysisAnswersRequestSchema>;
export type GenerateLetterRequest = z.input<typeof GenerateLetterRequestSchema>;
export type GenerateLetterResponse = z.infer<typeof GenerateLetterResponseSchema>;
export type GenerateSettlementRequest = z.input<typeof GenerateSettlementRequestSchema>;
export type GenerateSettlementResponse = z.infer<typeof GenerateSettlementResponseSchema>;

const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;

/** The analysis id when the contracts accept it (a uuid), else nothing. */
export const contractAnalysisId = (analysis: AnalyzeResponse): string | undefined => (isUuid(analysis.analysis_id) ? analysis.analysis_id : undefined);

/** POST /api/save-lead. Throws when the email does not pass the contract (the caller moves on anyway). */
export const saveLead = async (body: { email: string; strategy?: string; confidence?: number }): Promise<void> => {
  await apiRequest('/api/save-lead', { body: SaveLeadRequestSchema.parse(body), schema: SuccessSchema });
};

/** GET /api/analysis/{id}: the stored analysis as the server presents it for the caller's access now. */
export const fetchAnalysis = (analysisId: string, key: string | null): Promise<AnalyzeResponse> =>
  apiRequest(`/api/analysis/${encodeURIComponent(analysisId)}`, { schema: AnalyzeResponseSchema, headers: analysisKeyHeaders(key) });

/** POST /api/analysis/{id}/answers: the analysis again, with the answers applied. */
export const submitAnswers = (analysisId: string, body: AnswersRequest, key?: string | null): Promise<AnalyzeResponse> =>
  apiRequest(`/api/analysis/${encodeURIComponent(analysisId)}/answers`, {
    body: AnalysisAnswersRequestSchema.parse(body),
    schema: AnalyzeResponseSchema,
    headers: analysisKeyHeaders(key),
  });

export const generateLetter = (body: GenerateLetterRequest, key?: string | null): Promise<GenerateLetterResponse> =>
  apiRequest('/api/generate-letter', { body: GenerateLetterRequestSchema.parse(body), schema: GenerateLetterResponseSchema, headers: analysisKeyHeaders(key) });

export const generateSettlement = (body: GenerateSettlementRequest, key?: string | null): Promise<GenerateSettlementResponse> =>
  apiRequest('/api/generate-settlement', {
    body: GenerateSettlementRequestSchema.parse(body),
    schema: GenerateSettlementResponseSchema,
    headers: analysisKeyHeaders(key),
  });

/** POST /api/track-download. Failures are ignored (spec 000 §8). */
export const trackDownload = async (body: { type: string; violations?: unknown }): Promise<void> => {
  try {
    await apiRequest('/api/track-download', { body: TrackDownloadRequestSchema.parse(body), schema: SuccessSchema });
  } catch {
    // Counting a download must never get in the user's way.
  }
};

/**
 * POST /api/generate-pdf. The answer is a PDF, not JSON, so this calls fetch itself with the same
 * headers the API client sends (X-User-State and the bearer token). Throws on any failure.
 */
export const fetchLetterPdf = async (body: { content: string; analysis_id?: string }, key?: string | null): Promise<Blob> => {
  const payload = GeneratePdfRequestSchema.parse({ ...body, type: 'response_letter' });
  const headers = new Headers({
    ...analysisKeyHeaders(key),
    Accept: 'application/pdf',
    'Content-Type': 'application/json',
    [USER_STATE_HEADER]: getUserState(),
  });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch('/api/generate-pdf', { method: 'POST', headers, body: JSON.stringify(payload) });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('application/pdf')) throw new Error(`PDF not available (${response.status})`);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error('Empty PDF');
  return blob;
};
