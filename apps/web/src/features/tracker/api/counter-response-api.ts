import { CounterResponseResponseSchema, type CounterResponseRequestSchema } from '@debtshield/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/dispute/{id}/counter-response: the letter that answers the collector once it answered
 * (continued dispute, settlement offer, cease and desist). The server records it as the next action
 * taken, so the dispute's next step moves on: the tracker is refreshed.
 */
export const useCounterResponse = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof CounterResponseRequestSchema>) =>
      apiRequest(`/api/dispute/${encodeURIComponent(id)}/counter-response`, { method: 'POST', body, schema: CounterResponseResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tracker'] }),
  });
};
