import { catalogueErrorCodes } from '../catalogue/constants';
import {
  batchSchema,
  courseSchema,
  internshipSchema,
  programSchema,
  syllabusEntrySchema,
} from '../catalogue/schemas';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { catalogueAdminCodes as codes } from './constants';
import { internshipInputSchema, programInputSchema, syllabusInputSchema } from './schemas';

const admin = { access: 'admin' } as const;
const byId = { params: idParamSchema };

/**
 * Admin writes of spec 001 §7 (catalogue). A course and a batch are multipart forms (their image beside
 * the text fields, read and checked by the server's handler); syllabus entries, internships and programs
 * are JSON.
 */
export const catalogueAdminRoutes = {
  createCourse: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/create-course/',
    status: 201,
    multipart: true,
    errors: [codes.courseTitleTaken],
    schemas: { response: courseSchema },
  }),
  updateCourse: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/update-course/:id/',
    multipart: true,
    errors: [codes.courseTitleTaken],
    schemas: { ...byId, response: courseSchema },
  }),
  deleteCourse: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/delete-course/:id/',
    status: 204,
    errors: [codes.courseHasLearners],
    schemas: byId,
  }),

  createSyllabus: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/syllabus/create/',
    status: 201,
    errors: [codes.syllabusWeekTaken],
    schemas: { body: syllabusInputSchema, response: syllabusEntrySchema },
  }),
  updateSyllabus: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/syllabus/update/:id/',
    errors: [codes.syllabusWeekTaken],
    schemas: { ...byId, body: syllabusInputSchema, response: syllabusEntrySchema },
  }),
  deleteSyllabus: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/syllabus/delete/:id/',
    status: 204,
    errors: [],
    schemas: byId,
  }),

  createInternship: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/internships/',
    status: 201,
    errors: [],
    schemas: { body: internshipInputSchema, response: internshipSchema },
  }),
  updateInternship: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/internships/:id/',
    errors: [],
    schemas: { ...byId, body: internshipInputSchema, response: internshipSchema },
  }),
  deleteInternship: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/internships/:id/',
    status: 204,
    errors: [],
    schemas: byId,
  }),

  createBatch: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/batches/',
    status: 201,
    multipart: true,
    errors: [],
    schemas: { response: batchSchema },
  }),
  updateBatch: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/batches/:id/',
    multipart: true,
    errors: [],
    schemas: { ...byId, response: batchSchema },
  }),
  deleteBatch: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/batches/:id/',
    status: 204,
    errors: [],
    schemas: byId,
  }),

  createProgram: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/programs/',
    status: 201,
    errors: [],
    schemas: { body: programInputSchema, response: programSchema },
  }),
  updateProgram: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/programs/:id/',
    errors: [catalogueErrorCodes.programNotFound],
    schemas: { ...byId, body: programInputSchema, response: programSchema },
  }),
  deleteProgram: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/programs/:id/',
    status: 204,
    errors: [catalogueErrorCodes.programNotFound],
    schemas: byId,
  }),
};
