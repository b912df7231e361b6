import { type Course, catalogueAdminPaths, type courseInputSchema } from '@skillpath/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';

export type CourseFields = z.output<typeof courseInputSchema>;

/** Spec 001 §7: the course's multipart fields; without a file, course_image is sent empty. */
function courseFormData(fields: CourseFields, image: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  data.append('course_image', image ?? '');
  return data;
}

export const createCourse = (fields: CourseFields, image: File | null) =>
  apiRequest<Course>(catalogueAdminPaths.createCourse, {
    method: 'POST',
    body: courseFormData(fields, image),
  });

/** An update must bring a new image (spec 001 §5). */
export const updateCourse = (id: number, fields: CourseFields, image: File) =>
  apiRequest<Course>(catalogueAdminPaths.updateCourse(id), {
    method: 'PUT',
    body: courseFormData(fields, image),
  });

export const deleteCourse = (id: number) =>
  apiRequest<void>(catalogueAdminPaths.deleteCourse(id), { method: 'DELETE' });
