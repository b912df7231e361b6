import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { inboxErrorCodes } from '../inbox/constants';
import {
  demoBookingAdminSchema,
  demoBookingFilterSchema,
  demoBookingListQuerySchema,
  enquiryAdminSchema,
  enquiryFilterSchema,
  enquiryListQuerySchema,
  enquiryStatusUpdateSchema,
  pageOf,
} from '../inbox/schemas';
import {
  demoBookingCreateSchema,
  demoBookingSchema,
  enquiryCreatedSchema,
  enquiryCreateSchema,
} from './schemas';

/** The public forms of spec 000 §7 and §9: a callback request and a demo booking. */
export const enquiryRoutes = {
  create: route({
    method: 'POST',
    path: '/v1/api/enquiries/create/',
    access: 'public',
    status: 201,
    errors: [],
    schemas: { body: enquiryCreateSchema, response: enquiryCreatedSchema },
  }),
  bookDemo: route({
    method: 'POST',
    path: '/v1/api/demo-bookings/',
    access: 'public',
    status: 201,
    errors: [],
    schemas: { body: demoBookingCreateSchema, response: demoBookingSchema },
  }),
};

const csv = 'text/csv; charset=utf-8';

/** The admin inboxes of those forms (DESIGN §8): lists, their CSV exports, an enquiry's status. */
export const enquiryAdminRoutes = {
  enquiries: route({
    method: 'GET',
    path: '/v1/api/enquiries/',
    access: 'admin',
    errors: [],
    schemas: { query: enquiryListQuerySchema, response: pageOf(enquiryAdminSchema) },
  }),
  enquiriesCsv: route({
    method: 'GET',
    path: '/v1/api/enquiries/export/',
    access: 'admin',
    errors: [],
    produces: csv,
    schemas: { query: enquiryFilterSchema },
  }),
  setEnquiryStatus: route({
    method: 'PATCH',
    path: '/v1/api/enquiries/:id/',
    access: 'admin',
    errors: [inboxErrorCodes.enquiryNotFound],
    schemas: { params: idParamSchema, body: enquiryStatusUpdateSchema, response: enquiryAdminSchema },
  }),
  demoBookings: route({
    method: 'GET',
    path: '/v1/api/demo-bookings/',
    access: 'admin',
    errors: [],
    schemas: { query: demoBookingListQuerySchema, response: pageOf(demoBookingAdminSchema) },
  }),
  demoBookingsCsv: route({
    method: 'GET',
    path: '/v1/api/demo-bookings/export/',
    access: 'admin',
    errors: [],
    produces: csv,
    schemas: { query: demoBookingFilterSchema },
  }),
};
