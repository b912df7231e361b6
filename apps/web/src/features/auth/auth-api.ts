import {
  type AuthResponse,
  authPaths,
  type LoginInput,
  messageSchema,
  type SignUpInput,
} from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Spec 000 §3: the client reads token or access, and userId or id, whichever the answer holds. */
export type AuthResult = Partial<Pick<AuthResponse, 'token' | 'access' | 'userId' | 'id'>>;

export function tokenOf(result: AuthResult): string | undefined {
  return result.token ?? result.access;
}

export function useSignUpMutation() {
  return useMutation({ mutationFn: (input: SignUpInput) => api.post<AuthResult>(authPaths.signUp, input) });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: (input: LoginInput) => api.post<AuthResult>(authPaths.login, input) });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (email: string) => api.post<unknown>(authPaths.forgotPassword, { email }),
  });
}

export interface ResetPasswordInput {
  uid: string;
  token: string;
  new_password: string;
}

/** Resolves to whether the server confirmed the reset with a message (spec 000 §8). */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      messageSchema.safeParse(await api.post<unknown>(authPaths.resetPassword, input)).success,
  });
}
