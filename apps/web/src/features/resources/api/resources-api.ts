import {
  DisputeListResponseSchema,
  PowerLetterRequestSchema,
  PowerLetterResponseSchema,
  SolCheckRequestSchema,
  SolCheckResponseSchema,
  TemplateResponseSchema,
  UserDocumentsResponseSchema,
  type TemplateSlug,
} from '@debtshield/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const useTemplate = (slug: TemplateSlug) =>
  useQuery({
    queryKey: ['resources', 'template', slug],
    retry: false,
    queryFn: ({ signal }) => apiRequest(`/api/templates/${slug}`, { schema: TemplateResponseSchema, signal }).then((r) => r.template),
  });

export const useSolCheck = () =>
  useMutation({
    mutationFn: (input: z.input<typeof SolCheckRequestSchema>) =>
      apiRequest('/api/tools/sol-check', { method: 'POST', body: SolCheckRequestSchema.parse(input), schema: SolCheckResponseSchema }).then((r) => r.sol),
  });

export const usePowerLetter = (violationIds: string[], combo: string | undefined) =>
  useQuery({
    queryKey: ['resources', 'power-letter', violationIds, combo],
    enabled: violationIds.length > 0,
    retry: false,
    queryFn: () =>
      apiRequest('/api/violations/power-letter', {
        method: 'POST',
        body: PowerLetterRequestSchema.parse({ violation_ids: violationIds, ...(combo ? { combo } : {}) }),
        schema: PowerLetterResponseSchema,
      }),
  });

export const useMyDisputes = () =>
  useQuery({
    queryKey: ['resources', 'disputes'],
    queryFn: ({ signal }) => apiRequest('/api/disputes', { schema: DisputeListResponseSchema, signal }).then((r) => r.disputes),
  });

export const useMyDocuments = () =>
  useQuery({
    queryKey: ['resources', 'documents'],
    queryFn: ({ signal }) => apiRequest('/api/user/documents', { schema: UserDocumentsResponseSchema, signal }).then((r) => r.documents),
  });
