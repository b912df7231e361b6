import { catalogueAdminRoutes, type courseInputSchema } from '@skillpath/contract';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type CourseFields = z.output<typeof courseInputSchema>;

/** Spec 001 §7: the course's multipart fields; without a file, course_image is sent empty. */
function courseFormData(fields: CourseFields, image: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  data.append('course_image', image ?? '');
  return data;
}

export const createCourse = (fields: CourseFields, image: File | null) =>
  callApi(catalogueAdminRoutes.createCourse, { body: courseFormData(fields, image) });

/** An update must bring a new image (spec 001 §5). */
export const updateCourse = (id: number, fields: CourseFields, image: File) =>
  callApi(catalogueAdminRoutes.updateCourse, { params: { id }, body: courseFormData(fields, image) });

export const deleteCourse = (id: number) => callApi(catalogueAdminRoutes.deleteCourse, { params: { id } });
