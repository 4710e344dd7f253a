import {
  CaliforniaAnswerResponseSchema,
  LawsuitPlanResponseSchema,
  LawsuitSaveResponseSchema,
  TexasAnswerResponseSchema,
  type CaliforniaAnswerRequest,
  type LawsuitFacts,
  type TexasAnswerRequest,
} from '@debtshield/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const useLawsuitPlan = () =>
  useMutation({ mutationFn: (facts: LawsuitFacts) => apiRequest('/api/lawsuits/plan', { method: 'POST', body: facts, schema: LawsuitPlanResponseSchema }) });

export const useSaveLawsuit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facts: LawsuitFacts) => apiRequest('/api/lawsuits', { method: 'POST', body: facts, schema: LawsuitSaveResponseSchema }),
    // The tracker shows the new clock.
    onSuccess: () => client.invalidateQueries({ queryKey: ['tracker'] }),
  });
};

export const useMarkAnswered = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answeredOn }: { id: string; answeredOn: string }) =>
      apiRequest(`/api/lawsuits/${id}/answered`, { method: 'POST', body: { answered_on: answeredOn }, schema: LawsuitSaveResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tracker'] }),
  });
};

export const useCaliforniaAnswer = () =>
  useMutation({
    mutationFn: (body: CaliforniaAnswerRequest) =>
      apiRequest('/api/lawsuits/answer/california', { method: 'POST', body, schema: CaliforniaAnswerResponseSchema }),
  });

export const useTexasAnswer = () =>
  useMutation({
    mutationFn: (body: TexasAnswerRequest) => apiRequest('/api/lawsuits/answer/texas', { method: 'POST', body, schema: TexasAnswerResponseSchema }),
  });

/** Saves text as a file in the browser. */
export const downloadText = (text: string, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
