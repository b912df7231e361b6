import { z } from 'zod';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { catalogueErrorCodes as codes } from './constants';
import {
  batchSchema,
  courseByTitleQuerySchema,
  courseSchema,
  internshipSchema,
  programSchema,
} from './schemas';

const read = { method: 'GET', access: 'public', cached: true } as const;

/** The public catalogue (spec 000 §3): the same answer for everyone until an admin changes it. */
export const catalogueRoutes = {
  courses: route({
    ...read,
    path: '/v1/api/list-courses/',
    errors: [],
    schemas: { response: z.array(courseSchema) },
  }),
  course: route({
    ...read,
    path: '/v1/api/course/:id/',
    errors: [codes.courseNotFound],
    schemas: { params: idParamSchema, response: courseSchema },
  }),
  courseByTitle: route({
    ...read,
    path: '/v1/api/course-by-title/',
    errors: [codes.courseNotFound],
    schemas: { query: courseByTitleQuerySchema, response: courseSchema },
  }),
  batches: route({
    ...read,
    path: '/v1/api/batches/',
    errors: [],
    schemas: { response: z.array(batchSchema) },
  }),
  internships: route({
    ...read,
    path: '/v1/api/internships/',
    errors: [],
    schemas: { response: z.array(internshipSchema) },
  }),
  internship: route({
    ...read,
    path: '/v1/api/internships/:id/',
    errors: [codes.internshipNotFound],
    schemas: { params: idParamSchema, response: internshipSchema },
  }),
  programs: route({
    ...read,
    path: '/v1/api/programs/',
    errors: [],
    schemas: { response: z.array(programSchema) },
  }),
  program: route({
    ...read,
    path: '/v1/api/programs/:id/',
    errors: [codes.programNotFound],
    schemas: { params: idParamSchema, response: programSchema },
  }),
};
