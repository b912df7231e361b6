import { authRoutes, type candidateEditSchema, profileRoutes } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { learnerKeys } from '../../components/learner-account/learner-queries';
import { callApi } from '../../lib/api';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** The answer holds a fresh token: the server ended every other session, this one included. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => callApi(authRoutes.changePassword, { body: input }),
  });
}

/** Preferences are saved through PUT edit, which replaces the whole profile. */
export function useSavePreferencesMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof candidateEditSchema>) =>
      callApi(profileRoutes.edit, { params: { id: userId }, body: input }),
    onSuccess: (candidate) => queryClient.setQueryData(learnerKeys.candidate(userId), candidate),
  });
}

/** The owner sends their password (DESIGN §5); an admin deleting another account sends none. */
export function useDeleteAccountMutation(userId: string) {
  return useMutation({
    mutationFn: (currentPassword: string | undefined) =>
      callApi(profileRoutes.deleteAccount, {
        params: { id: userId },
        body: currentPassword === undefined ? undefined : { current_password: currentPassword },
      }),
  });
}
