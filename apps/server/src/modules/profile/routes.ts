import { PROFILE_IMAGE_MAX_BYTES, profileMessages, profileRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { serveRoutes } from '../../lib/serve-route';
import { createCurrentPasswordCheck } from '../auth/current-password';
import { createEmailConfirmations } from '../auth/email-confirmations';
import { createProfileService, PROFILE_IMAGE_FIELD } from './service';

const upload = {
  fileFields: [PROFILE_IMAGE_FIELD],
  maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
  tooLargeMessage: profileMessages.imageTooLarge,
};

export async function profileRoutes(app: FastifyInstance) {
  const service = createProfileService({
    db: app.db,
    media: app.media,
    confirmations: createEmailConfirmations(app),
    currentPassword: createCurrentPasswordCheck(app.db, app.passwordChecks),
  });

  serveRoutes(app, 'profile', routes, {
    candidate: (request) => service.get(request.params.id),
    register: async (request) => service.register(request.user!.id, await readMultipart(request, upload)),
    edit: (request) => service.edit(request.user!, request.params.id, request.body),
    uploadImage: async (request) =>
      service.uploadImage(request.user!.id, await readMultipart(request, upload)),
    deleteImage: (request) => service.deleteImage(request.params.id),
    deleteAccount: async (request) => {
      await service.deleteAccount(request.user!, request.params.id, request.body.current_password);
      return undefined;
    },
    addCertification: (request) => service.addCertification(request.params.id, request.body),
    removeCertification: async (request) => {
      await service.removeCertification(request.params.id, request.params.certId);
      return undefined;
    },
  });
}
