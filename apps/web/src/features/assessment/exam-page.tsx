import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { parseId } from './exam-id';
import { ExamView } from './exam-view';
import { InvalidDomain } from './invalid-domain';
import { ReviewPage } from './review-page';
import { SignInFirst } from './sign-in-first';

/**
 * Spec 001 §2 `exam/{id}` (id = domain id). Taken by a signed-in learner only (DESIGN §7/§8), so a
 * visitor signs in and comes back. `?review={sessionId}` shows the review of a submitted section.
 */
export function ExamPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { session } = useSession();
  const domainId = parseId(id);

  if (!session) return <SignInFirst />;
  if (domainId === null) return <InvalidDomain />;
  if (params.has('review'))
    return <ReviewPage domainId={domainId} sessionId={parseId(params.get('review'))} />;
  // A new person or another domain is a new sitting: nothing of the last one may carry over.
  return <ExamView key={`${session.userId}:${domainId}`} userId={session.userId} domainId={domainId} />;
}
