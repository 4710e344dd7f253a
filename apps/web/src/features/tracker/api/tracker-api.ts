import {
  ComplaintDraftResponseSchema,
  ContactLogResponseSchema,
  DisputeStatusResponseSchema,
  KEEP_IN_CASE_FILE_FIELD,
  TrackSentLetterResponseSchema,
  UnifiedDisputesResponseSchema,
  UploadResponseResponseSchema,
  type ContactEntryRequest,
  type TrackManualLetterRequest,
  type TrackSentLetterRequest,
} from '@debtshield/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

/**
 * The server writes the tracker's sentences in the language the request asks for (Accept-Language):
 * each answer is kept per language, so switching language reads it again. Invalidating a key without
 * the language reaches both.
 */
export const trackerKeys = {
  all: ['tracker'] as const,
  unified: (lang?: string) => [...trackerKeys.all, 'unified', ...(lang ? [lang] : [])] as const,
  dispute: (id: string, lang?: string) => [...trackerKeys.all, 'dispute', id, ...(lang ? [lang] : [])] as const,
  contacts: (id: string, lang?: string) => [...trackerKeys.all, 'contacts', id, ...(lang ? [lang] : [])] as const,
};

/** Spec 001 §2.3: the tracker refreshes every 10 s, starting 1 s after the page opens, only while the page is visible. */
export const REFRESH_EVERY_MS = 10_000;
export const REFRESH_START_MS = 1_000;

const useRefreshSchedule = (): number | false => {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), REFRESH_START_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // TanStack Query does not refetch on an interval while the document is hidden (refetchIntervalInBackground: false).
  return started ? REFRESH_EVERY_MS : false;
};

/** GET /api/disputes/unified: the four sections and the user's own totals. */
export const useUnifiedDisputes = () => {
  const interval = useRefreshSchedule();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: trackerKeys.unified(i18n.language),
    queryFn: ({ signal }) => apiRequest('/api/disputes/unified', { schema: UnifiedDisputesResponseSchema, signal }),
    refetchInterval: interval,
    refetchIntervalInBackground: false,
  });
};

/** GET /api/dispute/{id}/status: the detail with its timeline, clocks and smart action. */
export const useDisputeStatus = (id: string) => {
  const interval = useRefreshSchedule();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: trackerKeys.dispute(id, i18n.language),
    queryFn: ({ signal }) => apiRequest(`/api/dispute/${encodeURIComponent(id)}/status`, { schema: DisputeStatusResponseSchema, signal }),
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    retry: false,
  });
};

export const useContactLog = (id: string) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: trackerKeys.contacts(id, i18n.language),
    queryFn: ({ signal }) => apiRequest(`/api/dispute/${encodeURIComponent(id)}/contacts`, { schema: ContactLogResponseSchema, signal }),
  });
};

const useInvalidateDispute = (id: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: trackerKeys.all }).then(() => client.invalidateQueries({ queryKey: trackerKeys.dispute(id) }));
};

/** POST /api/responses: the letter was sent (method, tracking number, date). */
export const useMarkSent = (id: string) => {
  const refresh = useInvalidateDispute(id);
  return useMutation({
    mutationFn: (body: Omit<TrackSentLetterRequest, 'dispute_id'>) =>
      apiRequest('/api/responses', { method: 'POST', body: { ...body, dispute_id: id }, schema: TrackSentLetterResponseSchema }),
    onSuccess: refresh,
  });
};

/** POST /api/dispute/{id}/contacts: one call or message from the collector. */
export const useAddContact = (id: string) => {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const refresh = useInvalidateDispute(id);
  return useMutation({
    mutationFn: (body: ContactEntryRequest) =>
      apiRequest(`/api/dispute/${encodeURIComponent(id)}/contacts`, { method: 'POST', body, schema: ContactLogResponseSchema }),
    onSuccess: (log) => {
      client.setQueryData(trackerKeys.contacts(id, i18n.language), log);
      return refresh();
    },
  });
};

/** POST /api/dispute/{id}/upload-response: the collector's reply, read and judged. */
export const useUploadReply = (id: string) => {
  const refresh = useInvalidateDispute(id);
  return useMutation({
    mutationFn: ({ file, receivedDate, keep = false }: { file: File; receivedDate: string; keep?: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('received_date', receivedDate);
      form.append('dispute_type', 'debt_collection');
      // "Keep in my case file": the original is kept encrypted; otherwise it is read and dropped.
      if (keep) form.append(KEEP_IN_CASE_FILE_FIELD, 'true');
      return apiRequest(`/api/dispute/${encodeURIComponent(id)}/upload-response`, { method: 'POST', body: form, schema: UploadResponseResponseSchema });
    },
    onSuccess: refresh,
  });
};

/** GET /api/dispute/{id}/complaint-draft: the CFPB complaint drafted from the timeline. */
export const fetchComplaintDraft = (id: string) =>
  apiRequest(`/api/dispute/${encodeURIComponent(id)}/complaint-draft`, { schema: ComplaintDraftResponseSchema });

/** POST /api/disputes/manual: a letter sent before DebtShield, entered by hand with its date (issue 27). */
export const useTrackManualLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackManualLetterRequest) => apiRequest('/api/disputes/manual', { method: 'POST', body, schema: TrackSentLetterResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
  });
};
