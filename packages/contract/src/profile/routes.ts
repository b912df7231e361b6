import { authErrorCodes } from '../auth/constants';
import { deleteAccountSchema } from '../auth/schemas';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import {
  candidateEditSchema,
  candidateSchema,
  certificationInputSchema,
  certificationParamSchema,
  certificationSchema,
} from './schemas';

/**
 * Spec 000 §5: the learner's own profile (`owner`: the learner whose id is in the path, or an admin).
 * Every write answers with the whole candidate, so the screens show it without another read.
 */
export const profileRoutes = {
  candidate: route({
    method: 'GET',
    path: '/v1/auth/candidates/:id/',
    access: 'owner',
    errors: [],
    schemas: { params: idParamSchema, response: candidateSchema },
  }),
  /**
   * The profile completed after sign-up: a form (candidateRegisterSchema's fields, `image`). Its
   * user_id is kept for the spec's payload shape; the token decides whose profile it is.
   */
  register: route({
    method: 'POST',
    path: '/v1/auth/candidate/register/',
    access: 'learner',
    errors: [],
    multipart: true,
    schemas: { response: candidateSchema },
  }),
  /** A new address waits for its confirmation link; one that another account has is email_taken. */
  edit: route({
    method: 'PUT',
    path: '/v1/auth/candidate/edit/:id/',
    access: 'owner',
    errors: [authErrorCodes.emailTaken],
    schemas: { params: idParamSchema, body: candidateEditSchema, response: candidateSchema },
  }),
  /** A form with `user_id` and `image` (at most PROFILE_IMAGE_MAX_BYTES: else too_large). */
  uploadImage: route({
    method: 'POST',
    path: '/v1/auth/candidate/upload-image/',
    access: 'learner',
    errors: [],
    multipart: true,
    schemas: { response: candidateSchema },
  }),
  deleteImage: route({
    method: 'DELETE',
    path: '/v1/auth/candidate/delete-image/:id/',
    access: 'owner',
    errors: [],
    schemas: { params: idParamSchema, response: candidateSchema },
  }),
  /** The spec's DELETE sends JSON: the owner's current password (an admin sends none). */
  deleteAccount: route({
    method: 'DELETE',
    path: '/v1/auth/candidate/delete/:id/',
    access: 'owner',
    errors: [],
    status: 204,
    schemas: { params: idParamSchema, body: deleteAccountSchema },
  }),
  addCertification: route({
    method: 'POST',
    path: '/v1/auth/candidates/:id/certifications/',
    access: 'owner',
    errors: [],
    status: 201,
    schemas: { params: idParamSchema, body: certificationInputSchema, response: certificationSchema },
  }),
  removeCertification: route({
    method: 'DELETE',
    path: '/v1/auth/candidates/:id/certifications/:certId/',
    access: 'owner',
    errors: [],
    status: 204,
    schemas: { params: certificationParamSchema },
  }),
};
