import {
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  ImplementedIdeasResponseSchema,
  type FeedbackRequest,
  type ImplementedIdea,
} from '@debtshield/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { logFailure } from '../lib/log-failure';

export const FEEDBACK_PATH = '/api/feedback';
export const IMPLEMENTED_IDEAS_PATH = '/api/feedback/implemented';

/** POST /api/feedback (spec 001 §7). The body is parsed with its contract first. */
export const submitFeedback = async (input: FeedbackRequest): Promise<void> => {
  await apiRequest(FEEDBACK_PATH, { method: 'POST', body: FeedbackRequestSchema.parse(input), schema: FeedbackResponseSchema });
};

/** GET /api/feedback/implemented: the ideas the team built. */
export const getImplementedIdeas = async (signal?: AbortSignal): Promise<ImplementedIdea[]> => {
  try {
    return (await apiRequest(IMPLEMENTED_IDEAS_PATH, { schema: ImplementedIdeasResponseSchema, signal })).implemented_ideas;
  } catch (error) {
    // Spec 001 §8: logged only; the section stays hidden.
    if (!(error instanceof DOMException && error.name === 'AbortError')) logFailure('Failed to load implemented ideas', error);
    throw error;
  }
};

export const useImplementedIdeas = () =>
  useQuery({
    queryKey: ['feedback', 'implemented'],
    queryFn: ({ signal }) => getImplementedIdeas(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
