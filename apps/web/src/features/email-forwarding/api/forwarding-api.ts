import { ForwardingAddressResponseSchema, type ForwardingAddressResponse } from '@debtshield/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const FORWARDING_ADDRESS_PATH = '/api/email-forwarding/address';

/** GET /api/email-forwarding/address: the signed-in user's address (null for a visitor) and the domain. */
export const getForwardingAddress = (signal?: AbortSignal): Promise<ForwardingAddressResponse> =>
  apiRequest(FORWARDING_ADDRESS_PATH, { schema: ForwardingAddressResponseSchema, signal });

/** Asked only when a token is stored (a visitor is prompted to sign in without a call). */
export const useForwardingAddress = (signedIn: boolean) =>
  useQuery({
    queryKey: ['email-forwarding', 'address'],
    queryFn: ({ signal }) => getForwardingAddress(signal),
    enabled: signedIn,
    staleTime: Infinity,
    // The page has its own 'Try again' button.
    retry: false,
  });
