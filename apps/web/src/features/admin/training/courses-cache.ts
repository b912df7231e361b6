import type { Course, SyllabusEntry } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogueQueries, mediaUrl } from '../../../lib/catalogue';

const coursesKey = catalogueQueries.courses().queryKey;

/** A course as the server returned it, shaped like the cached list's entries. */
export const normaliseCourse = (course: Course): Course => ({
  ...course,
  course_image: mediaUrl(course.course_image),
  syllabus: course.syllabus ?? [],
});

/** Syllabus entries in week order (as the server lists them). */
const byWeek = (entries: SyllabusEntry[]) =>
  [...entries].sort((a, b) => a.week_number - b.week_number || a.id - b.id);

/**
 * The shared course list (the public pages read the same cache): changed locally at once after a
 * write (spec 001 §4), then refreshed from the server so /traininguser and the rest show it too.
 */
export function useCoursesCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      update(change: (courses: Course[]) => Course[]) {
        queryClient.setQueryData(coursesKey, (old) => (old ? change(old) : old));
      },
      updateSyllabus(courseId: number, change: (entries: SyllabusEntry[]) => SyllabusEntry[]) {
        queryClient.setQueryData(coursesKey, (old) =>
          old?.map((course) =>
            course.id === courseId ? { ...course, syllabus: byWeek(change(course.syllabus)) } : course,
          ),
        );
      },
      /** Stops a refetch in flight from overwriting a local change. */
      hold: () => queryClient.cancelQueries({ queryKey: coursesKey }),
      refresh: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
    }),
    [queryClient],
  );
}
