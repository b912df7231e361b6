import type { Course } from '@skillpath/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { catalogueQueries } from '../../../lib/catalogue';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/use-session';
import { useEnrolledFlag } from './enrolled-flag';
import { useEnrollMutation, userCoursesQuery } from './enrollment-api';
import { type EnrollmentResult, enrollmentFailure, enrollmentSucceeded } from './enrollment-result';

/** Where the Apply Now button stands (spec 000 §4 Enrollment). */
export type EnrollmentState = 'anonymous' | 'loading' | 'open' | 'enrolling' | 'enrolled';

/**
 * The enrollment state machine of one course for the person looking at it: anonymous visitors are sent
 * to sign in and come back; learners see their status from the server, backed by a local flag.
 */
export function useEnrollment(course: Pick<Course, 'id' | 'course_title'>) {
  const { session } = useSession();
  const location = useLocation();
  const userId = session?.userId ?? null;
  const userCourses = useQuery({ ...userCoursesQuery(userId ?? ''), enabled: userId !== null });
  const flag = useEnrolledFlag(userId, course.id);
  const enroll = useEnrollMutation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<EnrollmentResult | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  // isPending only changes on the next render; this closes the gap a fast double click could use.
  const sending = useRef(false);

  // Checked as an array: a proxy or an older server answering with something else must not break the page.
  const onServerList =
    Array.isArray(userCourses.data) && userCourses.data.some((c) => c.course_id === course.id);
  const clearFlag = flag.clear;
  useEffect(() => {
    // The server's list now shows the enrollment: the local flag has done its job.
    if (onServerList && flag.isSet) clearFlag();
  }, [onServerList, flag.isSet, clearFlag]);

  const state: EnrollmentState =
    userId === null
      ? 'anonymous'
      : enroll.isPending
        ? 'enrolling'
        : userCourses.isPending
          ? 'loading'
          : onServerList || flag.isSet
            ? 'enrolled'
            : 'open';

  const showResult = (next: EnrollmentResult) => {
    setResult(next);
    setDialogOpened(true);
  };

  /** Reloads the learner's courses; after a new enrollment a failure is worth saying (spec 000 §8). */
  const refreshStatus = async ({ reportFailure }: { reportFailure: boolean }) => {
    const next = await userCourses.refetch();
    if (reportFailure) setRefreshFailed(next.isError);
  };

  /** Where a visitor applies: sign in, then come back to this course. */
  const signInUrl = `${paths.signIn}?${new URLSearchParams({ returnUrl: location.pathname })}`;

  /** Enrolls the signed-in learner (a visitor's Apply Now is a link to `signInUrl`). */
  const apply = () => {
    if (userId === null || sending.current) return;
    sending.current = true;
    setRefreshFailed(false);
    enroll.mutate(
      { user_id: userId, course_title: course.course_title, selected_at: new Date().toISOString() },
      {
        onSuccess: () => {
          flag.set();
          showResult(enrollmentSucceeded);
          void refreshStatus({ reportFailure: true });
          // The course's enrolled count just went up by one.
          void queryClient.invalidateQueries({ queryKey: catalogueQueries.course(course.id).queryKey });
          void queryClient.invalidateQueries({
            queryKey: catalogueQueries.courseByTitle(course.course_title).queryKey,
          });
        },
        onError: (error) => {
          const failure = enrollmentFailure(error);
          showResult(failure);
          // The server says this learner is enrolled: show it even if the list is stale.
          if (failure.kind === 'already-enrolled') {
            flag.set();
            void refreshStatus({ reportFailure: false });
          }
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const closeResult = useCallback(() => setDialogOpened(false), []);

  return {
    state,
    apply,
    signInUrl,
    result,
    dialogOpened,
    closeResult,
    /** Spec 000 §8: the status could not be loaded; the local flag is shown instead. */
    statusFailed: userId !== null && userCourses.isLoadingError,
    /** Spec 000 §8: enrolled, but the list could not be reloaded afterwards. */
    refreshFailed: userId !== null && refreshFailed,
  };
}
