import { DisputeListResponseSchema } from '@debtshield/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ACTIVE_DISPUTES_PATH = '/api/disputes?status=active';

export const getActiveDisputes = async (signal?: AbortSignal) =>
  (await apiRequest(ACTIVE_DISPUTES_PATH, { schema: DisputeListResponseSchema, signal })).disputes;

/** The signed-in user's active disputes. A failure is silent (spec 000 §8): the page behaves as if there were none. */
export const useActiveDisputes = (enabled: boolean) =>
  useQuery({
    queryKey: ['disputes', 'active'],
    queryFn: ({ signal }) => getActiveDisputes(signal),
    enabled,
    retry: false,
  });
