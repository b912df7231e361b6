import { catalogueMessages } from '@skillpath/contract';
import { useParams } from 'react-router';
import { parsePathId } from '../../components/learner-account/learner-errors';
import { PageError } from '../../components/learner-account/page-error';
import { SignInRedirect } from '../../components/learner-account/sign-in-redirect';
import { useSession } from '../../lib/use-session';
import { ClassView } from './class-view';
import { FirstCourseRedirect } from './first-course-redirect';

/**
 * /onlineclass/:courseId and /onlineclass (DESIGN §8: the lessons of an enrolled course, not sample
 * content). Lessons need a signed-in learner.
 */
export function OnlineClassPage() {
  const { session } = useSession();
  const { courseId } = useParams();
  if (!session) return <SignInRedirect />;
  if (courseId === undefined) return <FirstCourseRedirect userId={session.userId} />;
  const id = parsePathId(courseId);
  if (!id) return <PageError title="Online class" message={catalogueMessages.invalidCourseId} />;
  return <ClassView key={id} courseId={Number(id)} userId={session.userId} />;
}
