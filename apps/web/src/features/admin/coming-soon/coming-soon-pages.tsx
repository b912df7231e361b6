import { comingSoonMessages } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { ComingSoonPanel } from '../shared/coming-soon-panel';

/** Placement and workshop cards (spec 001 §2): shown disabled in the sidebar until they are built. */
export function PlacementPage() {
  return (
    <AdminPage title="Placement Management">
      <ComingSoonPanel message={comingSoonMessages.placement} />
    </AdminPage>
  );
}

export function WorkshopPage() {
  return (
    <AdminPage title="Workshop Management">
      <ComingSoonPanel message={comingSoonMessages.workshop} />
    </AdminPage>
  );
}
