import {
  type Course,
  catalogueMessages,
  commonErrorCodes,
  catalogueRoutes as routes,
} from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, callApi } from './api';

/** Where the API lives; the same origin unless VITE_API_BASE says otherwise. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

/** Spec 000 §3: a relative image path gets the API base address prepended. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

const normaliseCourse = (course: Course): Course => ({
  ...course,
  course_image: mediaUrl(course.course_image),
  syllabus: course.syllabus ?? [],
});

/**
 * A course or internship that failed to load is not asked for again when a page mounts: the page
 * shows why, with Retry where a retry can help. This also lets a page rendered on the server with a
 * 404 hydrate into the same not-found page instead of a loading state.
 */
const keepFailure = { retryOnMount: false } as const;

/** Catalogue reads shared by the public pages: one cache entry per list, read everywhere. */
export const catalogueQueries = {
  courses: () =>
    queryOptions({
      queryKey: ['catalogue', 'courses'],
      queryFn: async ({ signal }) => (await callApi(routes.courses, {}, signal)).map(normaliseCourse),
    }),
  course: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'course', id],
      queryFn: async ({ signal }) =>
        normaliseCourse(await callApi(routes.course, { params: { id } }, signal)),
      ...keepFailure,
    }),
  courseByTitle: (title: string) =>
    queryOptions({
      queryKey: ['catalogue', 'course-by-title', title.toLowerCase()],
      queryFn: async ({ signal }) =>
        normaliseCourse(await callApi(routes.courseByTitle, { query: { title } }, signal)),
      ...keepFailure,
    }),
  batches: () =>
    queryOptions({
      queryKey: ['catalogue', 'batches'],
      queryFn: async ({ signal }) =>
        (await callApi(routes.batches, {}, signal)).map((b) => ({
          ...b,
          image: mediaUrl(b.image),
        })),
    }),
  internships: () =>
    queryOptions({
      queryKey: ['catalogue', 'internships'],
      queryFn: async ({ signal }) =>
        (await callApi(routes.internships, {}, signal)).map((i) => ({
          ...i,
          internship_card_image: mediaUrl(i.internship_card_image),
        })),
    }),
  internship: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'internship', id],
      queryFn: async ({ signal }) => {
        const internship = await callApi(routes.internship, { params: { id } }, signal);
        return { ...internship, internship_card_image: mediaUrl(internship.internship_card_image) };
      },
      ...keepFailure,
    }),
  programs: () =>
    queryOptions({
      queryKey: ['catalogue', 'programs'],
      queryFn: ({ signal }) => callApi(routes.programs, {}, signal),
    }),
};

/**
 * Spec 000 §8 "Course fetch": the message for a failed course list (the landing and training pages).
 * A list is never a missing course itself: a 404 means the address was not found.
 */
export function courseListErrorMessage(error: Error): string {
  if (!(error instanceof ApiRequestError)) return catalogueMessages.coursesFailed;
  if (error.code === commonErrorCodes.notFound) return catalogueMessages.courseNotFound;
  if (error.status === 0) return catalogueMessages.backendUnreachable;
  return catalogueMessages.coursesFailed;
}
