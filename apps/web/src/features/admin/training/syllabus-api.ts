import { catalogueAdminRoutes, type syllabusInputSchema } from '@skillpath/contract';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type SyllabusFields = z.output<typeof syllabusInputSchema>;

/** Spec 001 §7: JSON with course_title_id, week_number, title and topics as a list. */
export const createSyllabus = (fields: SyllabusFields) =>
  callApi(catalogueAdminRoutes.createSyllabus, { body: fields });

export const updateSyllabus = (id: number, fields: SyllabusFields) =>
  callApi(catalogueAdminRoutes.updateSyllabus, { params: { id }, body: fields });

export const deleteSyllabus = (id: number) =>
  callApi(catalogueAdminRoutes.deleteSyllabus, { params: { id } });
