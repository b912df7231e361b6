import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { placementAccessQuery } from './placement-access';

/**
 * Explore Now on the Placements card: a learner the server lets apply goes to the placements; anyone
 * else (a visitor, a learner below the gate, or when the server cannot say) gets the Access Restricted
 * dialog, which says where they stand.
 */
export function useExplorePlacements() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [restricted, setRestricted] = useState(false);
  // The dialog's code is fetched with its first opening, and it stays mounted after (animations).
  const [dialogWanted, setDialogWanted] = useState(false);

  const explore = async () => {
    if (checking) return;
    let open = false;
    if (session) {
      setChecking(true);
      open = await queryClient
        .fetchQuery(placementAccessQuery(session.userId))
        .then((access) => access.open)
        .catch(() => false)
        .finally(() => setChecking(false));
    }
    if (open) return navigate(paths.placements);
    setDialogWanted(true);
    setRestricted(true);
  };

  return { explore, checking, restricted, dialogWanted, close: () => setRestricted(false) };
}
