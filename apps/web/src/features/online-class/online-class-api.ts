import { type CourseLessons, learningRoutes } from '@skillpath/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerKeys } from '../../components/learner-account/learner-queries';
import { callApi } from '../../lib/api';

const lessonsKey = (courseId: number) => ['learning', 'lessons', courseId] as const;

/** The lessons of an enrolled course with the learner's watched marks and progress (403 if not enrolled). */
export const lessonsQuery = (courseId: number) =>
  queryOptions({
    queryKey: lessonsKey(courseId),
    queryFn: ({ signal }) => callApi(learningRoutes.courseLessons, { params: { id: courseId } }, signal),
  });

interface PlaybackReport {
  lessonId: number;
  position: number;
}

/**
 * Reports where the player is (DESIGN §8): the server counts the seconds played and decides when the
 * lesson is watched. Its answer updates this page at once; when a lesson has just become watched the
 * dashboard's courses and the points are re-read.
 */
export function usePlaybackReportMutation(courseId: number, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, position }: PlaybackReport) =>
      callApi(learningRoutes.heartbeat, { params: { id: lessonId }, body: { position_seconds: position } }),
    onSuccess: ({ lesson_id, seconds_watched, watched, duration_seconds: _, ...progress }) => {
      let becameWatched = false;
      queryClient.setQueryData<CourseLessons>(lessonsKey(courseId), (old) =>
        old
          ? {
              ...old,
              ...progress,
              lessons: old.lessons.map((l) => {
                if (l.id !== lesson_id) return l;
                becameWatched = watched && !l.watched;
                return { ...l, seconds_watched, watched };
              }),
            }
          : old,
      );
      if (becameWatched) {
        void queryClient.invalidateQueries({ queryKey: learnerKeys.userCourses(userId) });
        void queryClient.invalidateQueries({ queryKey: learnerKeys.candidate(userId) });
      }
    },
  });
}
