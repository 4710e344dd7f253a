import { FEEDBACK_MESSAGES } from '@debtshield/contracts';
import { AppError } from '../../platform/errors';

type Issue = { instancePath?: string; message?: string };

/**
 * The 400 of POST /api/feedback, in the words of the spec: a missing or blank text or email is
 * 'Please fill in all fields'; otherwise the first field's own message (e.g. an invalid email).
 */
export const feedbackInputError = (issues: readonly Issue[]): AppError => {
  if (issues.length === 0 || issues.some((issue) => issue.message === FEEDBACK_MESSAGES.missingFields || issue.instancePath === '/' || !issue.instancePath)) {
    return new AppError('invalid_input', FEEDBACK_MESSAGES.missingFields);
  }
  const [first] = issues;
  const field = first?.instancePath?.replace(/^\//, '') ?? '';
  if (field === 'feedback' || field === 'email') return new AppError('invalid_input', first?.message ?? FEEDBACK_MESSAGES.missingFields);
  return new AppError('invalid_input', `Please check your input. ${field}: ${first?.message ?? 'invalid'}`);
};
