import { type Candidate, profileRoutes, type RouteInput } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerKeys } from '../../components/learner-account/learner-queries';
import { callApi } from '../../lib/api';
import { updateSessionEmail } from '../../lib/session';

/**
 * Every profile write answers with the whole candidate (figures, badges and recent activity included):
 * it becomes the cached profile at once, so the dashboard shows it without another read.
 */
function useCandidateWrite<Input>(userId: string, write: (input: Input) => Promise<Candidate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (candidate) => {
      queryClient.setQueryData(learnerKeys.candidate(userId), candidate);
      // The navbar names the account by its e-mail, which a profile edit may change.
      updateSessionEmail(candidate.email);
    },
  });
}

export function useRegisterProfileMutation(userId: string) {
  return useCandidateWrite(userId, (body: FormData) => callApi(profileRoutes.register, { body }));
}

export function useEditProfileMutation(userId: string) {
  return useCandidateWrite(userId, (body: RouteInput<typeof profileRoutes.edit>['body']) =>
    callApi(profileRoutes.edit, { params: { id: userId }, body }),
  );
}

export function useUploadImageMutation(userId: string) {
  return useCandidateWrite(userId, (image: File) => {
    const body = new FormData();
    body.set('user_id', userId);
    body.set('image', image);
    return callApi(profileRoutes.uploadImage, { body });
  });
}

export function useDeleteImageMutation(userId: string) {
  return useCandidateWrite(userId, () => callApi(profileRoutes.deleteImage, { params: { id: userId } }));
}
