import { comingSoonMessages } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { ComingSoonPanel } from '../shared/coming-soon-panel';

/** Spec 001 §2 'Online Test Management': waits for the server's test bank (domains, categories, MCQs). */
export function OnlineTestsPage() {
  return (
    <AdminPage title="Online Test Management">
      <ComingSoonPanel message={comingSoonMessages.onlineTests} />
    </AdminPage>
  );
}
