import { catalogueAdminPaths, type SyllabusEntry, type syllabusInputSchema } from '@skillpath/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';

export type SyllabusFields = z.output<typeof syllabusInputSchema>;

/** Spec 001 §7: JSON with course_title_id, week_number, title and topics as a list. */
export const createSyllabus = (fields: SyllabusFields) =>
  apiRequest<SyllabusEntry>(catalogueAdminPaths.createSyllabus, { method: 'POST', body: fields });

export const updateSyllabus = (id: number, fields: SyllabusFields) =>
  apiRequest<SyllabusEntry>(catalogueAdminPaths.updateSyllabus(id), { method: 'PUT', body: fields });

export const deleteSyllabus = (id: number) =>
  apiRequest<void>(catalogueAdminPaths.deleteSyllabus(id), { method: 'DELETE' });
