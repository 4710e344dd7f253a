import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, type FeedbackType } from '@debtshield/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FeedbackFormValues = { feedback: string; email: string; feedback_type: FeedbackType };
export const EMPTY_FEEDBACK_FORM: FeedbackFormValues = { feedback: '', email: '', feedback_type: 'idea' };

/**
 * Spec 001 §5: text and email are required ('Please fill in all fields'); the email gets the check
 * an email input makes, nothing more.
 */
export const feedbackFormSchema = (t: TFunction) =>
  z.object({
    feedback: z
      .string()
      .trim()
      .min(1, t('feedback.form.errors.missingFields'))
      .max(FEEDBACK_MAX_LENGTH, t('feedback.form.errors.tooLong', { max: FEEDBACK_MAX_LENGTH.toLocaleString() })),
    email: z
      .string()
      .trim()
      .min(1, t('feedback.form.errors.missingFields'))
      .pipe(z.email(t('feedback.form.errors.invalidEmail'))),
    feedback_type: z.enum(FEEDBACK_TYPES),
  });

/** Spec 001 §8: 'Failed to submit feedback. Please try again.'; too many sends get their own text. */
export const submitErrorMessage = (error: unknown, t: TFunction): string =>
  error instanceof ApiError && error.code === 'rate_limited' ? t('feedback.form.errors.tooMany') : t('feedback.form.errors.failed');
