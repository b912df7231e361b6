import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { jobErrorCodes as codes } from './constants';
import { jobListQuerySchema, jobPageSchema, jobSchema } from './schemas';

/** Issue 18: the background jobs, for admins. */
export const jobRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/admin/jobs/',
    access: 'admin',
    errors: [],
    schemas: { query: jobListQuerySchema, response: jobPageSchema },
  }),
  /** Queues a failed job again; the retry and its audit row commit together. */
  retry: route({
    method: 'POST',
    path: '/v1/api/admin/jobs/:id/retry/',
    access: 'admin',
    errors: [codes.notFound, codes.notFailed],
    schemas: { params: idParamSchema, response: jobSchema },
  }),
};
