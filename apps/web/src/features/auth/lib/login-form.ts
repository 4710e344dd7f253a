import { LOGIN_CODE_LENGTH } from '@debtshield/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** Step 1: the email (spec 000 §5, 001 §5: required, an email). */
export const emailFormSchema = (t: TFunction) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, t('auth.errors.emailRequired'))
      .pipe(z.email(t('auth.errors.emailInvalid')).max(254, t('auth.errors.emailInvalid'))),
  });
export type EmailFormValues = { email: string };

/** Step 2: the 6-digit code from the email (spaces people type or paste are ignored). */
export const codeFormSchema = (t: TFunction) =>
  z.object({
    code: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), t('auth.errors.codeInvalid'))),
  });
export type CodeFormValues = { code: string };

/** Spec 000 §8 / 001 §8: the server's error text, or 'Login failed. Please try again.' */
export const loginErrorMessage = (error: unknown, t: TFunction): string =>
  error instanceof ApiError && error.code !== 'network' && error.code !== 'bad_response' ? error.message : t('auth.errors.failed');

/**
 * Where to go after signing in: the page RequireAuth sent the person away from (its
 * `location.state.from`), when it is a path of this app, else the dashboard.
 */
export const destinationAfterLogin = (state: unknown, fallback: string): string => {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\') || from.startsWith('/login')) return fallback;
  return from;
};
