import { type CourseLessons, learningPaths, type Progress } from '@skillpath/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerKeys } from '../../components/learner-account/learner-queries';
import { api } from '../../lib/api';

export const lessonsKey = (courseId: number) => ['learning', 'lessons', courseId] as const;

/** The lessons of an enrolled course with the learner's watched marks and progress (403 if not enrolled). */
export const lessonsQuery = (courseId: number) =>
  queryOptions({
    queryKey: lessonsKey(courseId),
    queryFn: ({ signal }) => api.get<CourseLessons>(learningPaths.courseLessons(courseId), signal),
  });

/**
 * A lesson played to its end (spec 000 §4): the server records it and recomputes progress. The answer
 * updates this page at once; the lesson list, the dashboard's courses and the points are then re-read.
 */
export function useMarkWatchedMutation(courseId: number, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => api.post<Progress>(learningPaths.lessonWatched(lessonId)),
    onSuccess: (progress, lessonId) => {
      queryClient.setQueryData<CourseLessons>(lessonsKey(courseId), (old) =>
        old
          ? {
              ...old,
              ...progress,
              lessons: old.lessons.map((l) => (l.id === lessonId ? { ...l, watched: true } : l)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: lessonsKey(courseId) });
      void queryClient.invalidateQueries({ queryKey: learnerKeys.userCourses(userId) });
      void queryClient.invalidateQueries({ queryKey: learnerKeys.candidate(userId) });
    },
  });
}
