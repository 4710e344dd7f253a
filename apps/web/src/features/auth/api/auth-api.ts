import {
  AuthSuccessResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  UserResponseSchema,
  VerifyCodeRequestSchema,
  VerifyLinkRequestSchema,
  type User,
} from '@debtshield/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The sign-in calls (spec 000 §7, 001 §7). Request bodies are parsed with their contracts first. */

export type AuthSuccess = z.infer<typeof AuthSuccessResponseSchema>;

/** POST /api/auth/login: emails a 6-digit code and a sign-in link. */
export const requestLoginCode = (email: string): Promise<z.infer<typeof LoginResponseSchema>> =>
  apiRequest('/api/auth/login', { body: LoginRequestSchema.parse({ email }), schema: LoginResponseSchema });

/** POST /api/auth/verify-code */
export const verifyLoginCode = (email: string, code: string): Promise<AuthSuccess> =>
  apiRequest('/api/auth/verify-code', { body: VerifyCodeRequestSchema.parse({ email, code }), schema: AuthSuccessResponseSchema });

/** POST /api/auth/verify-link: the secret of the emailed sign-in link. */
export const verifyLoginLink = (token: string): Promise<AuthSuccess> =>
  apiRequest('/api/auth/verify-link', { body: VerifyLinkRequestSchema.parse({ token }), schema: AuthSuccessResponseSchema });

/** GET /api/auth/verify: the signed-in user for the stored token (401 when it is no longer valid). */
export const fetchCurrentUser = async (): Promise<User> => (await apiRequest('/api/auth/verify', { schema: UserResponseSchema })).user;

/**
 * POST /api/auth/logout. The API client reads the bearer token when the call starts (before its
 * first await), so the caller may clear the stored token right after calling this.
 */
export const revokeSession = async (): Promise<void> => {
  await apiRequest('/api/auth/logout', { method: 'POST', schema: LogoutResponseSchema });
};
