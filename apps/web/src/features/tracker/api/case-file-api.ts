import { CaseFileListResponseSchema, SuccessSchema } from '@debtshield/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/**
 * A dispute's case file (issue 15, decision 020): the originals the person chose to keep, encrypted
 * on the server; listed, downloaded and deleted by their owner only. Under the tracker's key, so a
 * reply upload (which refreshes the tracker) refreshes this list too.
 */
export const caseFileKey = (id: string) => ['tracker', 'case-files', id] as const;

export const useCaseFiles = (id: string) =>
  useQuery({
    queryKey: caseFileKey(id),
    queryFn: ({ signal }) => apiRequest(`/api/dispute/${encodeURIComponent(id)}/case-files`, { schema: CaseFileListResponseSchema, signal }),
  });

export const useDeleteCaseFile = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest(`/api/dispute/${encodeURIComponent(id)}/case-files/${encodeURIComponent(fileId)}`, { method: 'DELETE', schema: SuccessSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: caseFileKey(id) }),
  });
};

/** The original, decrypted by the server for its owner (bearer token), as a blob; a refusal keeps the server's words. */
export const fetchCaseFile = async (id: string, fileId: string): Promise<Blob> => {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/dispute/${encodeURIComponent(id)}/case-files/${encodeURIComponent(fileId)}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(body?.error ?? response.statusText, response.status, (body?.code as ApiError['code'] | undefined) ?? 'bad_response');
  }
  return response.blob();
};
