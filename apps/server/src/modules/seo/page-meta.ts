import type { Course, Internship } from '@skillpath/contract';
import type { PlacementRow } from '../placements/queries';
import type { PageMeta } from './html';
import { publicPages } from './public-pages';

const suffix = (title: string) => `${title} · Skillpath`;

/** Search results show about 160 characters; cut at a word so the snippet reads cleanly. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function staticPageMeta(path: string): PageMeta | undefined {
  const page = publicPages.find((p) => p.path === path);
  if (!page) return undefined;
  return { title: suffix(page.title), description: page.description, path, type: 'website', status: 200 };
}

export const courseMeta = (course: Course): PageMeta => ({
  title: suffix(course.course_title),
  description: summary(course.course_description) || course.course_title,
  path: `/traincard/${course.id}`,
  type: 'article',
  image: course.course_image,
  status: 200,
});

export const internshipMeta = (internship: Internship): PageMeta => ({
  title: suffix(internship.internship_title),
  description: summary(internship.internship_description) || internship.internship_title,
  path: `/interncard/${internship.id}`,
  type: 'article',
  image: internship.internship_card_image,
  status: 200,
});

/** A job of the placement board: the title and company its page shows, where, and the company's logo. */
export function jobMeta(job: PlacementRow): PageMeta {
  const place = job.jobLocation || job.location;
  return {
    title: suffix(`${job.jobTitle} at ${job.jobCompany}`),
    description: `${job.jobTitle} at ${job.jobCompany}${place ? ` in ${place}` : ''}. Apply through the Skillpath placement board.`,
    path: `/jobs/${job.id}`,
    type: 'website',
    image: job.jobImage || undefined,
    status: 200,
  };
}

/** The page the app shows for an id that names nothing: a 404, kept out of the index. */
export const missingMeta = (what: 'Course' | 'Internship' | 'Job', path: string): PageMeta => ({
  title: suffix(`${what} not found`),
  description: `This ${what.toLowerCase()} is not offered by Skillpath.`,
  path,
  type: 'website',
  status: 404,
});

/** The site's not-found page, for an address the app has no page for. */
export const notFoundMeta = (path: string): PageMeta => ({
  title: suffix('Page not found'),
  description: 'The page you are looking for does not exist or has moved.',
  path,
  type: 'website',
  status: 404,
});
