import type { Course } from '@skillpath/contract';

const domainsOf = (course: Pick<Course, 'course_related_domains'>) =>
  course.course_related_domains
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

/** Other courses sharing at least one related domain with `course`, most shared domains first. */
export function relatedCourses(
  course: Pick<Course, 'id' | 'course_related_domains'>,
  all: Course[],
  limit = 3,
) {
  const mine = new Set(domainsOf(course));
  return all
    .filter((other) => other.id !== course.id)
    .map((other) => ({ other, shared: domainsOf(other).filter((d) => mine.has(d)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}
