import type { Course } from '@skillpath/contract';

/**
 * DESIGN §8: the training page's search box filters the course grid. A course matches when every
 * word of the query appears (case-insensitive) in its title, trainer, related domains or description.
 */
export function filterCourses(courses: Course[], query: string): Course[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return courses;
  return courses.filter((course) => {
    const text = [
      course.course_title,
      course.course_trainer,
      course.course_related_domains,
      course.course_description,
    ]
      .join('\n')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
