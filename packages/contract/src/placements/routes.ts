import { z } from 'zod';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { pageOf } from '../inbox/schemas';
import { paymentErrorCodes } from '../payments/constants';
import { placementErrorCodes as codes } from './constants';
import {
  jobApplicationListQuerySchema,
  jobApplicationSchema,
  jobAppliedSchema,
  placementAccessSchema,
  placementInputSchema,
  placementSchema,
  workshopInputSchema,
  workshopRegistrationListQuerySchema,
  workshopRegistrationSchema,
  workshopSchema,
} from './schemas';

/** The placement board (spec 001 §2–§3): public reads, admin writes, a learner's application. */
export const placementRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/placements/',
    access: 'public',
    cached: true,
    errors: [],
    schemas: { response: z.array(placementSchema) },
  }),
  get: route({
    method: 'GET',
    path: '/v1/api/placements/:id/',
    access: 'public',
    cached: true,
    errors: [codes.placementNotFound],
    schemas: { params: idParamSchema, response: placementSchema },
  }),
  create: route({
    method: 'POST',
    path: '/v1/api/placements/',
    access: 'admin',
    status: 201,
    errors: [],
    schemas: { body: placementInputSchema, response: placementSchema },
  }),
  update: route({
    method: 'PUT',
    path: '/v1/api/placements/:id/',
    access: 'admin',
    errors: [codes.placementNotFound],
    schemas: { params: idParamSchema, body: placementInputSchema, response: placementSchema },
  }),
  remove: route({
    method: 'DELETE',
    path: '/v1/api/placements/:id/',
    access: 'admin',
    status: 204,
    errors: [codes.placementNotFound],
    schemas: { params: idParamSchema },
  }),
  /**
   * Where the learner stands against the gate below: the one rule that Explore Now, Apply and their
   * Access Restricted dialog all follow.
   */
  access: route({
    method: 'GET',
    path: '/v1/api/placement-access/',
    access: 'learner',
    errors: [],
    schemas: { response: placementAccessSchema },
  }),
  /**
   * Open to a learner past 50% of a registered course (docs/product.md, placements), once per job; the refusal
   * (`progress_too_low`) says the learner's progress and course (placementStandingText).
   */
  apply: route({
    method: 'POST',
    path: '/v1/api/placements/:id/apply/',
    access: 'learner',
    status: 201,
    errors: [codes.placementNotFound, codes.progressTooLow, codes.alreadyApplied],
    schemas: { params: idParamSchema, response: jobAppliedSchema },
  }),
  /** The job applications, for admins. */
  applications: route({
    method: 'GET',
    path: '/v1/api/job-applications/',
    access: 'admin',
    errors: [],
    schemas: { query: jobApplicationListQuerySchema, response: pageOf(jobApplicationSchema) },
  }),
};

/** The workshops (spec 001 §4): public reads, admin writes, a learner's registration. */
export const workshopRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/workshops/',
    access: 'public',
    errors: [],
    schemas: { response: z.array(workshopSchema) },
  }),
  get: route({
    method: 'GET',
    path: '/v1/api/workshops/:id/',
    access: 'public',
    errors: [codes.workshopNotFound],
    schemas: { params: idParamSchema, response: workshopSchema },
  }),
  create: route({
    method: 'POST',
    path: '/v1/api/workshops/',
    access: 'admin',
    status: 201,
    errors: [],
    schemas: { body: workshopInputSchema, response: workshopSchema },
  }),
  update: route({
    method: 'PUT',
    path: '/v1/api/workshops/:id/',
    access: 'admin',
    errors: [codes.workshopNotFound],
    schemas: { params: idParamSchema, body: workshopInputSchema, response: workshopSchema },
  }),
  remove: route({
    method: 'DELETE',
    path: '/v1/api/workshops/:id/',
    access: 'admin',
    status: 204,
    errors: [codes.workshopNotFound],
    schemas: { params: idParamSchema },
  }),
  /** Takes a seat of a free workshop while registration is open and seats are left, once per learner. */
  register: route({
    method: 'POST',
    path: '/v1/api/workshops/:id/register/',
    access: 'learner',
    status: 201,
    errors: [
      codes.workshopNotFound,
      codes.registrationClosed,
      codes.alreadyRegistered,
      codes.workshopFull,
      paymentErrorCodes.paymentRequired,
    ],
    schemas: { params: idParamSchema, response: workshopRegistrationSchema },
  }),
  /** The workshop registrations, for admins. */
  registrations: route({
    method: 'GET',
    path: '/v1/api/workshop-registrations/',
    access: 'admin',
    errors: [],
    schemas: { query: workshopRegistrationListQuerySchema, response: pageOf(workshopRegistrationSchema) },
  }),
};
