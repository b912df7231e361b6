import { z } from 'zod';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { pageOf, searchPageQuerySchema } from '../inbox/schemas';
import {
  attemptRefusalCodes,
  bankErrorCodes as bank,
  bankRefusalCodes,
  examConflictCodes,
  examErrorCodes,
  mcqTransferErrorCodes,
  testOverrideCodes,
} from './constants';
import { itemStatisticsMessages } from './item-statistics';
import {
  assessmentRequestRecordSchema,
  attemptsSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
  combinedResultSchema,
  domainInputSchema,
  domainSchema,
  domainSettingsSchema,
  domainStatisticsSchema,
  itemStatisticsQuerySchema,
  mcqExportQuerySchema,
  mcqImportFieldsSchema,
  mcqImportResultSchema,
  mcqInputSchema,
  mcqListQuerySchema,
  mcqSchema,
  overrideMinutesSchema,
  reviewSchema,
  savedAnswerSchema,
  startTestSchema,
  submitAnswerSchema,
  submitTestSchema,
  testResultFilterSchema,
  testResultListQuerySchema,
  testResultSchema,
  testSessionSchema,
} from './schemas';

const admin = { access: 'admin' } as const;
const byId = { params: idParamSchema } as const;

/**
 * Spec 001 §7, the online-test bank: domains, their categories and MCQs. Reads of domains and
 * categories are public; the questions themselves only for admins (a learner reads them only as drawn
 * into an exam, issue #22).
 */
export const testBankRoutes = {
  domains: route({
    method: 'GET',
    path: '/v1/api/domains/',
    access: 'public',
    errors: [],
    schemas: { response: z.array(domainSchema) },
  }),
  /** Multipart: name, the section settings and an optional `image` file. */
  createDomain: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/domains/create/',
    errors: [bank.nameTaken],
    status: 201,
    multipart: true,
    schemas: { body: domainInputSchema, response: domainSchema },
  }),
  /** Multipart, as createDomain; a new `image` file is required. */
  updateDomain: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/domains/update/:id/',
    errors: [bank.domainNotFound, bank.nameTaken],
    multipart: true,
    schemas: { ...byId, body: domainInputSchema, response: domainSchema },
  }),
  /** Publishing, or changing what a published domain draws, needs a bank that fills each section. */
  domainSettings: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/domains/:id/settings/',
    errors: [bank.domainNotFound, bankRefusalCodes.tooSmall],
    schemas: { ...byId, body: domainSettingsSchema, response: domainSchema },
  }),
  deleteDomain: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/domains/delete/:id/',
    errors: [bank.domainNotFound],
    status: 204,
    schemas: byId,
  }),
  categories: route({
    method: 'GET',
    path: '/v1/api/categories/',
    access: 'public',
    errors: [],
    schemas: { query: categoryListQuerySchema, response: z.array(categorySchema) },
  }),
  createCategory: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/categories/create/',
    errors: [bank.domainNotFound],
    status: 201,
    schemas: { body: categoryInputSchema, response: categorySchema },
  }),
  updateCategory: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/categories/update/:id/',
    errors: [bank.domainNotFound, bank.categoryNotFound],
    schemas: { ...byId, body: categoryInputSchema, response: categorySchema },
  }),
  deleteCategory: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/categories/delete/:id/',
    errors: [bank.categoryNotFound],
    status: 204,
    schemas: byId,
  }),
  mcqs: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/mcq-list/',
    errors: [],
    schemas: { query: mcqListQuerySchema, response: z.array(mcqSchema) },
  }),
  addMcq: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/add-mcq/',
    errors: [bank.categoryNotFound],
    status: 201,
    schemas: { body: mcqInputSchema, response: mcqSchema },
  }),
  updateMcq: route({
    ...admin,
    method: 'PUT',
    path: '/v1/api/mcq/update/:id/',
    errors: [bank.categoryNotFound, bank.mcqNotFound],
    schemas: { ...byId, body: mcqInputSchema, response: mcqSchema },
  }),
  deleteMcq: route({
    ...admin,
    method: 'DELETE',
    path: '/v1/api/mcq/delete/:id/',
    errors: [bank.mcqNotFound],
    status: 204,
    schemas: byId,
  }),
};

/** Issue 16: bulk import (with a dry run for the preview) and export of the question bank. */
export const mcqTransferRoutes = {
  importMcqs: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/mcq/import/',
    description:
      'Multipart: file, format (csv | gift | aiken), category_id, dry_run (true | false, default true). ' +
      'Answers with what was (or, in a dry run, would be) imported; a file with any problem imports nothing and lists them by line.',
    errors: [
      mcqTransferErrorCodes.fileRequired,
      mcqTransferErrorCodes.fileNotUtf8,
      mcqTransferErrorCodes.fileEmpty,
      mcqTransferErrorCodes.tooManyQuestions,
      mcqTransferErrorCodes.noQuestions,
      bank.categoryNotFound,
    ],
    multipart: true,
    schemas: { body: mcqImportFieldsSchema, response: mcqImportResultSchema },
  }),
  exportMcqs: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/mcq/export/',
    description:
      'One category (category_id), or every category of a domain (domain_id), as a file of the format asked for (csv, gift or aiken; GIFT and Aiken are text/plain).',
    errors: [bank.categoryNotFound, bank.domainNotFound],
    produces: 'text/csv; charset=utf-8',
    schemas: { query: mcqExportQuerySchema },
  }),
};

/** Issue 16: question statistics (item analysis) of a domain. */
export const itemStatisticsRoutes = {
  domain: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/mcq-statistics/',
    description: `${itemStatisticsMessages.facilityHelp} ${itemStatisticsMessages.discriminationHelp} ${itemStatisticsMessages.dubiousHelp}`,
    errors: [bank.domainNotFound],
    schemas: { query: itemStatisticsQuerySchema, response: domainStatisticsSchema },
  }),
};

/** The exam itself (DESIGN §7); student ids in bodies are ignored, the token decides. */
export const examRoutes = {
  start: route({
    method: 'POST',
    path: '/v1/api/start-test/',
    access: 'learner',
    errors: [
      examErrorCodes.domainNotFound,
      examErrorCodes.categoryNotFound,
      examErrorCodes.noQuestions,
      attemptRefusalCodes.exhausted,
      attemptRefusalCodes.notOpenYet,
      examConflictCodes.sectionClosed,
    ],
    schemas: { body: startTestSchema, response: testSessionSchema },
  }),
  answer: route({
    method: 'POST',
    path: '/v1/api/submit-answer/',
    access: 'learner',
    errors: [
      examErrorCodes.sessionNotFound,
      examErrorCodes.alreadySubmitted,
      examErrorCodes.timeOver,
      examErrorCodes.questionNotInSession,
      examErrorCodes.answerNotSaved,
    ],
    schemas: { body: submitAnswerSchema, response: savedAnswerSchema },
  }),
  submit: route({
    method: 'POST',
    path: '/v1/api/submit-test/',
    access: 'learner',
    errors: [examErrorCodes.sessionNotFound],
    schemas: { body: submitTestSchema, response: combinedResultSchema },
  }),
  /** A learner's results (id = the learner's user id). */
  combinedResults: route({
    method: 'GET',
    path: '/v1/api/get-combined-results/:id/',
    access: 'owner',
    errors: [],
    schemas: { ...byId, response: z.array(combinedResultSchema) },
  }),
  /** A submitted session's questions and answers (id = the session id). */
  review: route({
    method: 'GET',
    path: '/v1/api/test-review/:id/',
    access: 'learner',
    errors: [examErrorCodes.sessionNotFound, examErrorCodes.reviewNotReady],
    schemas: { ...byId, response: reviewSchema },
  }),
  /** The caller's own attempts at a domain (id = domain id), to show before a section is started. */
  attempts: route({
    method: 'GET',
    path: '/v1/api/attempts/:id/',
    access: 'learner',
    errors: [examErrorCodes.domainNotFound],
    schemas: { ...byId, response: attemptsSchema },
  }),
};

/** Spec 001 §5: a learner asks for an assessment with a resume; admins read the requests. */
export const assessmentRequestRoutes = {
  /** Multipart: the request's fields and a `resume` file. */
  create: route({
    method: 'POST',
    path: '/v1/api/create-profile/',
    access: 'learner',
    errors: [],
    status: 201,
    multipart: true,
    schemas: { response: assessmentRequestRecordSchema },
  }),
  list: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/assessment-requests/',
    errors: [],
    schemas: { query: searchPageQuerySchema, response: pageOf(assessmentRequestRecordSchema) },
  }),
  export: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/assessment-requests/export/',
    errors: [],
    produces: 'text/csv; charset=utf-8',
    schemas: { query: searchPageQuerySchema.pick({ q: true }) },
  }),
  /**
   * Resumes are private: admins only, always as a download, never rendered by the browser. The file's
   * own type (PDF or Word) comes as it was uploaded.
   */
  resume: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/assessment-requests/:id/resume/',
    errors: [],
    produces: 'application/octet-stream',
    schemas: byId,
  }),
};

/** The examiner's side of the exam (issue 22): the attempts report, its CSV, and the overrides. */
export const testResultRoutes = {
  list: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/test-sessions/',
    errors: [],
    schemas: { query: testResultListQuerySchema, response: pageOf(testResultSchema) },
  }),
  export: route({
    ...admin,
    method: 'GET',
    path: '/v1/api/test-sessions/export/',
    errors: [],
    produces: 'text/csv; charset=utf-8',
    schemas: { query: testResultFilterSchema },
  }),
  /** Extra time for an attempt in progress. */
  extend: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/test-sessions/:id/extend/',
    errors: [testOverrideCodes.notRunning],
    schemas: { ...byId, body: overrideMinutesSchema, response: testResultSchema },
  }),
  /** A finished attempt opened again for some minutes. */
  reopen: route({
    ...admin,
    method: 'POST',
    path: '/v1/api/test-sessions/:id/reopen/',
    errors: [testOverrideCodes.running, testOverrideCodes.otherOpen],
    schemas: { ...byId, body: overrideMinutesSchema, response: testResultSchema },
  }),
};
