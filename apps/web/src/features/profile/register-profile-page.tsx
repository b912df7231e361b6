import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function RegisterProfilePage() {
  return <ComingSoonPage title="Complete your profile" />;
}
