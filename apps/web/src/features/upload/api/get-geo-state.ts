import { GeoStateResponseSchema } from '@debtshield/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Our own server guesses the state from the caller's address with an offline database (no third party). */
export const GEO_STATE_PATH = '/api/geo/state';

export const getGeoState = async (signal?: AbortSignal) => (await apiRequest(GEO_STATE_PATH, { schema: GeoStateResponseSchema, signal })).state;

/** The guessed state, or null; a failed lookup is silent (the dropdown is shown instead). */
export const useGeoState = (enabled: boolean) =>
  useQuery({
    queryKey: ['geo-state'],
    queryFn: ({ signal }) => getGeoState(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
