import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { enquiryStatusUpdateSchema, pageOf } from '../inbox/schemas';
import {
  employerLeadCreateSchema,
  employerLeadSchema,
  leadFilterSchema,
  leadListQuerySchema,
} from '../placements/schemas';

/** The hire form of the employer pages (DESIGN §8) and its inbox for admins. */
export const employerLeadRoutes = {
  create: route({
    method: 'POST',
    path: '/v1/api/employer-leads/',
    access: 'public',
    status: 201,
    errors: [],
    schemas: { body: employerLeadCreateSchema, response: employerLeadSchema },
  }),
  list: route({
    method: 'GET',
    path: '/v1/api/employer-leads/',
    access: 'admin',
    errors: [],
    schemas: { query: leadListQuerySchema, response: pageOf(employerLeadSchema) },
  }),
  csv: route({
    method: 'GET',
    path: '/v1/api/employer-leads/export/',
    access: 'admin',
    errors: [],
    produces: 'text/csv; charset=utf-8',
    schemas: { query: leadFilterSchema },
  }),
  setStatus: route({
    method: 'PATCH',
    path: '/v1/api/employer-leads/:id/',
    access: 'admin',
    errors: [],
    schemas: { params: idParamSchema, body: enquiryStatusUpdateSchema, response: employerLeadSchema },
  }),
};
