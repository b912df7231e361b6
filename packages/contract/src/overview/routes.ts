import { route } from '../common/route';
import { overviewQuerySchema, overviewSchema } from './schemas';

/** Issue 18: the figures of the administrator's landing screen. */
export const overviewRoutes = {
  overview: route({
    method: 'GET',
    path: '/v1/api/admin/overview/',
    access: 'admin',
    errors: [],
    schemas: { query: overviewQuerySchema, response: overviewSchema },
  }),
};
