import {
  CheckCombosResponseSchema,
  CollectorIntelResponseSchema,
  UserAddedViolationRequestSchema,
  UserAddedViolationResponseSchema,
  UserAnalysesResponseSchema,
  UserStatsResponseSchema,
  UserViolationsResponseSchema,
  type UserAddedViolationRequest,
} from '@debtshield/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

/** The dashboard's calls (spec 001 §7). Failures are shown where the data would be; nothing is invented. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  analyses: () => [...dashboardKeys.all, 'analyses'] as const,
  violations: () => [...dashboardKeys.all, 'violations'] as const,
  intel: (collector: string) => [...dashboardKeys.all, 'intel', collector] as const,
};

export const useUserStats = () =>
  useQuery({ queryKey: dashboardKeys.stats(), queryFn: ({ signal }) => apiRequest('/api/user/stats', { schema: UserStatsResponseSchema, signal }) });

export const userAnalysesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.analyses(),
    queryFn: ({ signal }) => apiRequest('/api/user/analyses', { schema: UserAnalysesResponseSchema, signal }),
  });

export const useUserAnalyses = () => useQuery(userAnalysesQuery());

export const useUserViolations = () => {
  // The server writes titles in the request's language: one copy per language.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...dashboardKeys.violations(), i18n.language],
    queryFn: ({ signal }) => apiRequest('/api/user/violations/all', { schema: UserViolationsResponseSchema, signal }).then((r) => r.violations),
  });
};

export const useCollectorIntel = (collector: string) =>
  useQuery({
    queryKey: dashboardKeys.intel(collector),
    enabled: collector.trim().length >= 2,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/api/collector-intel/${encodeURIComponent(collector.trim())}`, { schema: CollectorIntelResponseSchema, signal }).then((r) => r.intel),
  });

export const checkCombos = (violationIds: string[]) =>
  apiRequest('/api/violations/check-combos', { method: 'POST', body: { violations: violationIds }, schema: CheckCombosResponseSchema });

export const useAddViolation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserAddedViolationRequest) =>
      apiRequest('/api/violations/user-added', {
        method: 'POST',
        body: UserAddedViolationRequestSchema.parse(input),
        schema: UserAddedViolationResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
};
