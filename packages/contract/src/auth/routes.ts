import { route } from '../common/route';
import { messageSchema } from '../common/schemas';
import { authErrorCodes as codes } from './constants';
import { emailErrorCodes } from './email-constants';
import {
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
  userSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from './schemas';

/** Spec 000 §5: accounts, sign-in and passwords (DESIGN §5). */
export const authRoutes = {
  signUp: route({
    method: 'POST',
    path: '/v1/auth/sign_up',
    access: 'public',
    errors: [codes.emailTaken],
    status: 201,
    schemas: { body: signUpSchema, response: authResponseSchema },
  }),
  /** Failed attempts slow the client and the address down (429, lib/login-failures.ts). */
  login: route({
    method: 'POST',
    path: '/v1/auth/login',
    access: 'public',
    errors: [codes.invalidCredentials],
    schemas: { body: loginSchema, response: authResponseSchema },
  }),
  /** Ends the token's session on the server. */
  logout: route({
    method: 'POST',
    path: '/v1/auth/logout/',
    access: 'learner',
    errors: [],
    schemas: { response: messageSchema },
  }),
  /** The signed-in user's account. */
  profile: route({
    method: 'GET',
    path: '/v1/auth/profile/',
    access: 'learner',
    errors: [],
    schemas: { response: userSchema },
  }),
  /**
   * A wrong current password is a field message (invalid_input), too many of them a 429
   * (CURRENT_PASSWORD_CHECKS); the answer is a fresh token, every other session ends.
   */
  changePassword: route({
    method: 'POST',
    path: '/v1/auth/change-password/',
    access: 'learner',
    errors: [],
    schemas: { body: changePasswordSchema, response: authResponseSchema },
  }),
  /** Answers the same whether or not the address has an account. */
  forgotPassword: route({
    method: 'POST',
    path: '/v1/auth/forgot-password/',
    access: 'public',
    errors: [],
    schemas: { body: forgotPasswordSchema, response: messageSchema },
  }),
  /** A link that is invalid or expired is invalid input (authMessages.resetLinkInvalid). */
  resetPassword: route({
    method: 'POST',
    path: '/v1/auth/reset-password/',
    access: 'public',
    errors: [],
    schemas: { body: resetPasswordSchema, response: messageSchema },
  }),
};

/** E-mail confirmation (DESIGN §5): the link's landing call and the signed-in learner's resend. */
export const emailConfirmationRoutes = {
  /**
   * An invalid or expired link is invalid input; a new address someone else took meanwhile,
   * email_taken; a link for an ADMIN_EMAILS address without `new_password`, password_required (the
   * link stays unused); a used link of the account's confirmed address, already_confirmed.
   */
  verifyEmail: route({
    method: 'POST',
    path: '/v1/auth/verify-email/',
    access: 'public',
    errors: [codes.emailTaken, emailErrorCodes.passwordRequired, emailErrorCodes.alreadyConfirmed],
    schemas: { body: verifyEmailSchema, response: verifyEmailResponseSchema },
  }),
  resendVerification: route({
    method: 'POST',
    path: '/v1/auth/resend-verification/',
    access: 'learner',
    errors: [],
    schemas: { response: messageSchema },
  }),
};
