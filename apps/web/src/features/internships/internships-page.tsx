import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function InternshipsPage() {
  return <ComingSoonPage title="Internships" />;
}
