import {
  CREDIT_PAYMENT_PATH,
  CreateCreditCenterDisputeResponseSchema,
  CreditCenterResponseSchema,
  CreditFollowUpResponseSchema,
  CreditReadingSchema,
  CreditReadingStartedSchema,
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorCode,
  RecordCreditResponseResponseSchema,
} from '@debtshield/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { humanServerMessage } from '../../../lib/human-error';
import { browserTimeZone } from '../../../lib/local-calendar';
import type { Analysis, Bureau, Center, Confirmation, FollowUp, Letter, ResponseType } from './center-model';

/** A 403 (or 402) from a credit call: the server says the person has no credit access. */
const MailedSchema = z.object({ success: z.literal(true) });

export const accessRedirect = (error: unknown): string | null =>
  error instanceof ApiError && (error.status === 403 || error.status === 402) ? CREDIT_PAYMENT_PATH : null;

/* The wire format is the API's contract (packages/contracts/src/credit-center.ts): every answer is checked, so a malformed answer shows a clear error, never a guess. */
const CenterSchema = CreditCenterResponseSchema;
const CreatedSchema = CreateCreditCenterDisputeResponseSchema;
const RecordedSchema = RecordCreditResponseResponseSchema;
const FollowUpSchema = CreditFollowUpResponseSchema;

/** The server writes the clocks' texts in the request's language: answers are kept per language (invalidating without it reaches both). */
export const centerKeys = {
  all: ['credit-center'] as const,
  center: (lang?: string) => [...centerKeys.all, 'center', ...(lang ? [lang] : [])] as const,
  followUp: (id: string, lang?: string) => [...centerKeys.all, 'follow-up', id, ...(lang ? [lang] : [])] as const,
};

/** GET /api/credit-repair/center in a language; the dashboard asks for it with its own first call (issue 27). */
export const creditCenterQuery = (language: string) =>
  queryOptions({
    queryKey: centerKeys.center(language),
    retry: false,
    queryFn: ({ signal }) => apiRequest('/api/credit-repair/center', { schema: CenterSchema, signal }) as Promise<Center>,
  });

export const useCreditCenter = () => {
  const { i18n } = useTranslation();
  return useQuery(creditCenterQuery(i18n.language));
};

export const useFollowUp = (id: string, enabled: boolean) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: centerKeys.followUp(id, i18n.language),
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/api/credit-repair/disputes/${encodeURIComponent(id)}/follow-up`, { schema: FollowUpSchema, signal }) as Promise<FollowUp>,
  });
};

/** Where a report's reading stands while it is read: a page of pages, or the check after the last page. */
export type ReadingProgress = { status: 'queued' | 'reading' | 'checking'; page: number; pages: number };

/** How often the page asks how far the reading has gone: soon at first (a short report is read in a moment), then every second. */
export const READING_POLL_MS = 1000;
const FIRST_LOOKS = 4;
const FIRST_POLL_MS = 250;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * Reads a report as the server does (issue 25): the upload answers at once with a reading id; the
 * reading is then followed page by page until the report (or why it could not be read) is there.
 */
export const analyzeReport = async (file: File, onProgress?: (p: ReadingProgress) => void, signal?: AbortSignal): Promise<Analysis> => {
  const form = new FormData();
  form.append('file', file);
  const { readingId } = await apiRequest('/api/credit-repair/readings', { method: 'POST', body: form, schema: CreditReadingStartedSchema, signal });
  for (let looks = 1; ; looks++) {
    const state = await apiRequest(`/api/credit-repair/readings/${encodeURIComponent(readingId)}`, { schema: CreditReadingSchema, signal });
    if (state.status === 'done') return state.report as Analysis;
    if (state.status === 'failed') {
      const code = (ERROR_CODES as readonly string[]).includes(state.error.code) ? (state.error.code as ErrorCode) : 'internal';
      throw new ApiError(humanServerMessage(state.error.message, code), ERROR_STATUS[code], code);
    }
    onProgress?.({ status: state.status, page: state.page, pages: state.pages });
    await sleep(looks < FIRST_LOOKS ? FIRST_POLL_MS : READING_POLL_MS, signal);
  }
};

export type DisputeDraft = {
  reportId: string;
  findings: string[];
  bureaus: Bureau[];
  furnisher: boolean;
  confirmations: Record<string, Confirmation>;
  answers: Record<string, string>;
  userInfo: { name: string; address: string; cityStateZip: string; ssnLast4: string };
};

export const createDispute = async (draft: DisputeDraft): Promise<{ disputeId: string; letters: Letter[] }> =>
  apiRequest('/api/credit-repair/disputes', { method: 'POST', body: draft, schema: CreatedSchema });

/** The browser's zone, so "up to today" is the person's today (the dates typed are local days). */
const zone = (): { time_zone?: string } => {
  const tz = browserTimeZone();
  return tz ? { time_zone: tz } : {};
};

export const recordResponse = async (
  disputeId: string,
  answer: { recipient: string; response: ResponseType; date: string; details: string },
): Promise<{ letter: Letter | null; message: string }> =>
  apiRequest(`/api/credit-repair/disputes/${encodeURIComponent(disputeId)}/responses`, {
    method: 'POST',
    body: { ...answer, ...zone() },
    schema: RecordedSchema,
  });

/** The person mailed the letter to this recipient on this date (its clock starts from it; issue 27). */
export const recordMailed = async (disputeId: string, body: { recipient: string; date: string }): Promise<void> => {
  await apiRequest(`/api/credit-repair/disputes/${encodeURIComponent(disputeId)}/mailed`, {
    method: 'POST',
    body: { ...body, ...zone() },
    schema: MailedSchema,
  });
};
