import {
  CreditDisputeBureausResponseSchema,
  GenerateCreditDisputesRequestSchema,
  GenerateCreditDisputesResponseSchema,
  UserResponseSchema,
  type CreditDisputeBureausResponse,
  type GenerateCreditDisputesRequest,
  type GenerateCreditDisputesResponse,
} from '@debtshield/contracts';
import { computeAccess, type AccessFlags } from '@debtshield/plans';
import { apiRequest } from '../../../lib/api-client';

/**
 * The plan check of spec 001 §6: GET /api/auth/verify, then the access rules on the user's plan and
 * purchases. Display only: the server checks again when the letters are asked for.
 */
export const verifyCreditAccess = async (signal?: AbortSignal): Promise<AccessFlags> => {
  const { user } = await apiRequest('/api/auth/verify', { schema: UserResponseSchema, ...(signal ? { signal } : {}) });
  return computeAccess({ planType: user.plan_type, purchases: user.purchases, planExpiresAt: user.plan_expires_at ? new Date(user.plan_expires_at) : null });
};

/** GET /api/credit/dispute-bureaus (decision 043): how many bureaus a single-bureau plan covers, and which. */
export const fetchDisputeBureaus = async (signal?: AbortSignal): Promise<CreditDisputeBureausResponse> =>
  apiRequest('/api/credit/dispute-bureaus', { schema: CreditDisputeBureausResponseSchema, ...(signal ? { signal } : {}) });

/** POST /api/generate-credit-disputes (spec 001 §7): one letter per bureau chosen. */
export const generateCreditDisputes = async (body: GenerateCreditDisputesRequest): Promise<GenerateCreditDisputesResponse> =>
  apiRequest('/api/generate-credit-disputes', {
    method: 'POST',
    body: GenerateCreditDisputesRequestSchema.parse(body),
    schema: GenerateCreditDisputesResponseSchema,
  });
