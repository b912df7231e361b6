import {
  type AuthResponse,
  authRoutes,
  type LoginInput,
  messageSchema,
  type SignUpInput,
} from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Spec 000 §3: the client reads token or access, and userId or id, whichever the answer holds. */
export type AuthResult = Partial<Pick<AuthResponse, 'token' | 'access' | 'userId' | 'id'>>;

export function tokenOf(result: AuthResult): string | undefined {
  return result.token ?? result.access;
}

export function useSignUpMutation() {
  return useMutation({
    mutationFn: (input: SignUpInput): Promise<AuthResult> => callApi(authRoutes.signUp, { body: input }),
  });
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: LoginInput): Promise<AuthResult> => callApi(authRoutes.login, { body: input }),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (email: string) => callApi(authRoutes.forgotPassword, { body: { email } }),
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
      messageSchema.safeParse(await callApi(authRoutes.resetPassword, { body: input })).success,
  });
}
