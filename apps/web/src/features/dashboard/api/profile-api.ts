import { ProfileResponseSchema, type UpdateProfileRequest } from '@debtshield/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-api';

const profileKey = () => [...dashboardKeys.all, 'letter-details'] as const;

/** GET /api/user/letter-details: the name and mailing address printed on the person's letters (issue 27). */
export const letterDetailsQuery = () =>
  queryOptions({ queryKey: profileKey(), queryFn: ({ signal }) => apiRequest('/api/user/letter-details', { schema: ProfileResponseSchema, signal }) });

export const useLetterDetails = () => useQuery(letterDetailsQuery());

/** PUT /api/user/letter-details. */
export const useSaveLetterDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest('/api/user/letter-details', { method: 'PUT', body, schema: ProfileResponseSchema }),
    onSuccess: (data) => queryClient.setQueryData(profileKey(), data),
  });
};
