import {
  candidateEditSchema,
  candidateSchema,
  certificationInputSchema,
  certificationSchema,
  deleteAccountSchema,
  idParamSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
  profilePaths,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { createEmailConfirmations } from '../auth/email-confirmations';
import { createProfileService, PROFILE_IMAGE_FIELD } from './service';

const upload = {
  fileFields: [PROFILE_IMAGE_FIELD],
  maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
  tooLargeMessage: profileMessages.imageTooLarge,
};
const certificationParams = idParamSchema.extend({ certId: idParamSchema.shape.id });

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createProfileService({
    db: app.db,
    media: app.media,
    confirmations: createEmailConfirmations(app),
  });
  const tags = ['profile'];
  const owner = { access: 'owner' } as const;
  const multipartDoc = { consumes: ['multipart/form-data'] };

  r.get(
    '/v1/auth/candidates/:id/',
    { config: owner, schema: { tags, params: idParamSchema, response: { 200: candidateSchema } } },
    (request) => service.get(request.params.id),
  );

  // user_id in these forms is kept for the spec's payload shape; the token decides whose profile it is.
  r.post(
    profilePaths.register,
    { config: { access: 'learner' }, schema: { tags, ...multipartDoc, response: { 200: candidateSchema } } },
    async (request) => service.register(request.user!.id, await readMultipart(request, upload)),
  );

  r.post(
    profilePaths.uploadImage,
    { config: { access: 'learner' }, schema: { tags, ...multipartDoc, response: { 200: candidateSchema } } },
    async (request) => service.uploadImage(request.user!.id, await readMultipart(request, upload)),
  );

  r.put(
    '/v1/auth/candidate/edit/:id/',
    {
      config: owner,
      schema: { tags, params: idParamSchema, body: candidateEditSchema, response: { 200: candidateSchema } },
    },
    (request) => service.edit(request.user!, request.params.id, request.body),
  );

  r.delete(
    '/v1/auth/candidate/delete-image/:id/',
    { config: owner, schema: { tags, params: idParamSchema, response: { 200: candidateSchema } } },
    (request) => service.deleteImage(request.params.id),
  );

  // The spec's DELETE sends JSON: the body carries the owner's current password.
  r.delete(
    '/v1/auth/candidate/delete/:id/',
    {
      config: owner,
      schema: { tags, params: idParamSchema, body: deleteAccountSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteAccount(request.user!, request.params.id, request.body.current_password);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/v1/auth/candidates/:id/certifications/',
    {
      config: owner,
      schema: {
        tags,
        params: idParamSchema,
        body: certificationInputSchema,
        response: { 201: certificationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addCertification(request.params.id, request.body)),
  );

  r.delete(
    '/v1/auth/candidates/:id/certifications/:certId/',
    { config: owner, schema: { tags, params: certificationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeCertification(request.params.id, request.params.certId);
      return reply.code(204).send(null);
    },
  );
}
