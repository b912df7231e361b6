import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function InternshipPage() {
  return <ComingSoonPage title="Internship details" />;
}
