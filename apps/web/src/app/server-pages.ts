import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { certificateQueries, parseCertificateCode } from '../features/certificates/certificates-api';
import { parseCourseRef } from '../features/courses/course-ref';
import { parseInternshipId } from '../features/internships/internship-id';
import { parseJobId } from '../features/placements/job-id';
import { placementQueries } from '../features/placements/placements-api';
import { workshopsQuery } from '../features/workshops/workshops-api';
import { catalogueQueries } from '../lib/catalogue';
import { paths } from '../lib/paths';

// biome-ignore lint/suspicious/noExplicitAny: options of queries of any data type (their functions take it)
type PageQuery = FetchQueryOptions<any, any, any, any>;

/** What the server needs to render a public page besides its component (marked in router.tsx). */
export interface ServerPageData {
  /** The page module's path from apps/web, as Vite's manifest names it: the HTML preloads its chunk. */
  chunk: string;
  /** The page draws from the query string (filters): each one is a page of its own for the cache. */
  readsSearch?: boolean;
  /** The page's queries for these route params and search: the same options its components use. */
  data?: (params: Params, search: URLSearchParams) => PageQuery[];
  /** The page says its address names nothing: it is sent with status 404. */
  notFound?: true;
}

/**
 * The public pages rendered on the server (DESIGN §1), by route path. Imported by the server entry
 * only: the browser starts from the queries inlined in the HTML, so none of this reaches it.
 */
export const serverPages: Record<string, ServerPageData> = {
  [paths.home]: {
    chunk: 'src/features/home/home-page.tsx',
    data: () => [catalogueQueries.courses(), catalogueQueries.batches()],
  },
  [paths.training]: {
    chunk: 'src/features/training/training-page.tsx',
    data: () => [catalogueQueries.courses()],
  },
  [paths.course]: {
    chunk: 'src/features/courses/course-page.tsx',
    data: ({ id }) => {
      const ref = parseCourseRef(id);
      if (ref.kind === 'id') return [catalogueQueries.course(ref.id)];
      return ref.kind === 'title' ? [catalogueQueries.courseByTitle(ref.title)] : [];
    },
  },
  [paths.bookDemo]: {
    chunk: 'src/features/demo/book-demo-page.tsx',
    data: () => [catalogueQueries.courses()],
  },
  [paths.internships]: {
    chunk: 'src/features/internships/internships-page.tsx',
    readsSearch: true,
    data: () => [catalogueQueries.internships()],
  },
  [paths.internship]: {
    chunk: 'src/features/internships/internship-page.tsx',
    data: ({ id }) => {
      const internshipId = parseInternshipId(id);
      // The page lists related internships under the one it shows.
      return internshipId === null
        ? []
        : [catalogueQueries.internship(internshipId), catalogueQueries.internships()];
    },
  },
  [paths.aiPrograms]: {
    chunk: 'src/features/ai-programs/ai-programs-page.tsx',
    data: () => [catalogueQueries.programs()],
  },
  [paths.placements]: {
    chunk: 'src/features/placements/placements-page.tsx',
    readsSearch: true,
    data: () => [placementQueries.list()],
  },
  [paths.job]: {
    chunk: 'src/features/placements/job-page.tsx',
    data: ({ id }) => {
      const jobId = parseJobId(id);
      return jobId === null ? [] : [placementQueries.job(jobId)];
    },
  },
  [paths.hire]: {
    chunk: 'src/features/employers/hire-page.tsx',
  },
  [paths.findYourMatch]: {
    chunk: 'src/features/employers/find-your-match-page.tsx',
  },
  [paths.contact]: {
    chunk: 'src/features/employers/contact-page.tsx',
  },
  [paths.workshops]: {
    chunk: 'src/features/workshops/workshops-page.tsx',
    data: () => [workshopsQuery()],
  },
  [paths.certificate]: {
    chunk: 'src/features/certificates/verify-page.tsx',
    data: ({ code }) => {
      const valid = parseCertificateCode(code);
      return valid === null ? [] : [certificateQueries.verify(valid)];
    },
  },
  // The router's catch-all: the server answers any address the app has no page for with this one.
  '*': {
    chunk: 'src/components/not-found-page.tsx',
    notFound: true,
  },
};
