import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { inboxErrorCodes as codes } from '../inbox/constants';
import {
  learnerDetailSchema,
  learnerListQuerySchema,
  learnerSummarySchema,
  pageOf,
  roleUpdateSchema,
} from '../inbox/schemas';

/** The learners, for admins: the list, one learner with their courses, and their role. */
export const learnerRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/learners/',
    access: 'admin',
    errors: [],
    schemas: { query: learnerListQuerySchema, response: pageOf(learnerSummarySchema) },
  }),
  detail: route({
    method: 'GET',
    path: '/v1/api/learners/:id/',
    access: 'admin',
    errors: [],
    schemas: { params: idParamSchema, response: learnerDetailSchema },
  }),
  /** An admin never removes their own admin role. */
  setRole: route({
    method: 'PATCH',
    path: '/v1/api/learners/:id/role/',
    access: 'admin',
    errors: [codes.cannotDemoteSelf],
    schemas: { params: idParamSchema, body: roleUpdateSchema, response: learnerDetailSchema },
  }),
};
