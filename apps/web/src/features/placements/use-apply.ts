import { placementMessages } from '@skillpath/contract';
import { useRef, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { type ApplyOutcome, applyFailure } from './apply-outcome';
import { useApplyMutation } from './placements-api';

/**
 * Apply for one job: a visitor is sent to sign in and back to the job; a learner's application goes to
 * the server, whose answer becomes the outcome shown on the page.
 */
export function useApply(jobId: number) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const mutation = useApplyMutation(jobId);
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);
  const sending = useRef(false);

  const signIn = () => {
    const returnUrl = generatePath(paths.job, { id: String(jobId) });
    navigate(`${paths.signIn}?${new URLSearchParams({ returnUrl })}`);
  };

  const apply = () => {
    if (!isLoggedIn) return signIn();
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    mutation.mutate(undefined, {
      onSuccess: (body) =>
        setOutcome({ kind: 'applied', message: body?.message ?? placementMessages.applied }),
      onError: (error) => {
        const next = applyFailure(error);
        // The server no longer knows this session: sign in again and come back.
        if (next.kind === 'signed-out') return signIn();
        setOutcome(next);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return {
    apply,
    outcome,
    sending: mutation.isPending,
    isLoggedIn,
    closeRestricted: () => setOutcome(null),
  };
}
