import {
  CertifiedMailStatusResponseSchema,
  DevLobAdvanceResponseSchema,
  MailingResponseSchema,
  type CertifiedMailStatusResponse,
  type MailCancelRequest,
  type MailPreviewRequest,
  type MailSendRequest,
} from '@debtshield/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export const certifiedMailPath = (disputeId: string) => `/api/dispute/${disputeId}/certified-mail`;
const statusKey = (disputeId: string) => ['certified-mail', disputeId] as const;

/** Statuses while USPS still has the letter: the panel asks again now and then. */
const MOVING = new Set(['submitted', 'mailed', 'in_transit', 'in_local_area', 'processed_for_delivery', 're-routed', 'pickup_available', 'issue']);

/** GET /api/dispute/{id}/certified-mail: availability, Done-for-you access and the latest mailing. */
export const useCertifiedMailStatus = (disputeId: string) =>
  useQuery({
    queryKey: statusKey(disputeId),
    queryFn: ({ signal }) => apiRequest(certifiedMailPath(disputeId), { schema: CertifiedMailStatusResponseSchema, signal }),
    // While the letter travels, a new scan shows within a minute (only while the page is visible).
    refetchInterval: (query) => (MOVING.has(query.state.data?.mailing?.status ?? '') ? 60_000 : false),
  });

const useMailingMutation = <B>(disputeId: string, path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest(`${certifiedMailPath(disputeId)}/${path}`, { body, schema: MailingResponseSchema }),
    onSuccess: (answer) => client.setQueryData<CertifiedMailStatusResponse>(statusKey(disputeId), (old) => (old ? { ...old, mailing: answer.mailing } : old)),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey(disputeId) }),
  });
};

/** POST …/preview: the exact PDF, its SHA-256 and the addresses with their sources. */
export const usePreviewMailing = (disputeId: string) => useMailingMutation<MailPreviewRequest>(disputeId, 'preview');
/** POST …/send: mails what was approved (the hash must match). */
export const useSendMailing = (disputeId: string) => useMailingMutation<MailSendRequest>(disputeId, 'send');
/** POST …/cancel: before the letter is mailed only. */
export const useCancelMailing = (disputeId: string) => useMailingMutation<MailCancelRequest>(disputeId, 'cancel');

/** Simulator only (a test server on this machine): the next `hours` of USPS scans, through the webhook's checks. */
export const useAdvanceSimulator = (disputeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hours: number) => apiRequest('/api/dev/lob/advance', { body: { hours }, schema: DevLobAdvanceResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey(disputeId) }),
  });
};

/** A PDF the API serves to its owner (bearer token): fetched as a blob. */
export const fetchPdf = async (url: string): Promise<Blob> => {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('application/pdf')) throw new Error(`PDF not available (${response.status})`);
  return response.blob();
};

/** Saves or opens a blob through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string | null): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  else link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};
