import { CREDIT_PAYMENT_PATH } from '@debtshield/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { Analysis, Bureau, Center, Confirmation, FollowUp, Letter, ResponseType } from './center-model';

/** A 403 (or 402) from a credit call: the server says the person has no credit access. */
export const accessRedirect = (error: unknown): string | null =>
  error instanceof ApiError && (error.status === 403 || error.status === 402) ? CREDIT_PAYMENT_PATH : null;

/*
 * The wire format the page expects (until packages/contracts/src/credit-center.ts, written with the
 * API, replaces these): every answer is checked, so a malformed answer shows a clear error, never a guess.
 */
const BureauSchema = z.enum(['equifax', 'experian', 'transunion']);
const EvidenceSchema = z.object({ page: z.number(), text: z.string() });
const ProofSchema = z.object({ label: z.string(), value: z.string(), evidence: EvidenceSchema.optional(), bureau: BureauSchema.optional() });
const LetterSchema = z.object({
  recipient: z.string(),
  recipientName: z.string(),
  kind: z.string(),
  content: z.string(),
  address: z.array(z.string()),
  fileName: z.string(),
  notes: z.array(z.string()),
});
const ClockSchema = z.object({
  start: z.string().nullable(),
  due: z.string().nullable(),
  days: z.number().nullable(),
  statute: z.string(),
  assumption: z.string().nullable(),
  overdue: z.boolean(),
});
const DisputeSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  items: z.array(z.string()),
  summary: z.string(),
  needsFollowUp: z.boolean(),
  recipients: z.array(
    z.object({
      recipient: z.string(),
      recipientName: z.string(),
      status: z.string(),
      clock: ClockSchema.nullable(),
      response: z.enum(['deleted', 'updated', 'verified', 'frivolous', 'no_response', 'reinserted']).nullable().optional(),
    }),
  ),
});
const CenterSchema = z.object({ disputes: z.array(DisputeSchema), reportsRead: z.number(), findingsFound: z.number(), lettersMade: z.number() });
const AnalysisSchema = z.object({
  reportId: z.string(),
  bureau: BureauSchema.optional(),
  reportDate: z.string().optional(),
  items: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['account', 'collection', 'inquiry', 'personal', 'public_record']),
      title: z.string(),
      values: z.array(
        z.object({
          field: z.string(),
          value: z.string(),
          evidence: EvidenceSchema.optional(),
          confidence: z.number().optional(),
          inferred: z.string().optional(),
        }),
      ),
    }),
  ),
  findings: z.array(
    z.object({ id: z.string(), kind: z.string(), section: z.string(), summary: z.string(), items: z.array(z.string()), proof: z.array(ProofSchema) }),
  ),
  questions: z.array(
    z.object({
      id: z.string(),
      item: z.string().optional(),
      field: z.string().optional(),
      question: z.string(),
      seen: EvidenceSchema.optional(),
      kind: z.enum(['inquiry', 'personal', 'account', 'value']).optional(),
      proof: z.array(ProofSchema).optional(),
    }),
  ),
  warnings: z.array(z.string()),
});
const CreatedSchema = z.object({ disputeId: z.string(), letters: z.array(LetterSchema) });
const RecordedSchema = z.object({ letter: LetterSchema.nullable(), message: z.string() });
const FollowUpSchema = z.object({ dispute: DisputeSchema, letter: LetterSchema.nullable(), message: z.string() });

export const centerKeys = {
  all: ['credit-center'] as const,
  center: () => [...centerKeys.all, 'center'] as const,
  followUp: (id: string) => [...centerKeys.all, 'follow-up', id] as const,
};

export const useCreditCenter = () =>
  useQuery({
    queryKey: centerKeys.center(),
    retry: false,
    queryFn: ({ signal }) => apiRequest('/api/credit-repair/center', { schema: CenterSchema, signal }) as Promise<Center>,
  });

export const useFollowUp = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: centerKeys.followUp(id),
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/api/credit-repair/disputes/${encodeURIComponent(id)}/follow-up`, { schema: FollowUpSchema, signal }) as Promise<FollowUp>,
  });

export const analyzeReport = async (file: File): Promise<Analysis> => {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest('/api/credit-repair/analyze', { method: 'POST', body: form, schema: AnalysisSchema })) as Analysis;
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

export const recordResponse = async (
  disputeId: string,
  answer: { recipient: string; response: ResponseType; date: string; details: string },
): Promise<{ letter: Letter | null; message: string }> =>
  apiRequest(`/api/credit-repair/disputes/${encodeURIComponent(disputeId)}/responses`, { method: 'POST', body: answer, schema: RecordedSchema });
