import { catalogueMessages } from '@skillpath/contract';
import { useParams } from 'react-router';
import { CourseDetail } from './course-detail';
import { courseLoadErrorMessage, isRetriable } from './course-errors';
import { parseCourseRef } from './course-ref';
import { CourseLoading, CourseUnavailable } from './course-status';
import { useCourseQuery } from './use-course-query';

/** /traincard/:id — a course by numeric id or by title (spec 000 §2), with its §8 error states. */
export function CoursePage() {
  const ref = parseCourseRef(useParams().id);
  const course = useCourseQuery(ref);

  if (ref.kind === 'invalid') return <CourseUnavailable message={catalogueMessages.invalidCourseId} />;
  if (course.isPending) return <CourseLoading />;
  if (course.isError)
    return (
      <CourseUnavailable
        message={courseLoadErrorMessage(course.error)}
        onRetry={isRetriable(course.error) ? () => void course.refetch() : undefined}
        retrying={course.isFetching}
      />
    );
  return <CourseDetail course={course.data} />;
}
