import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function JobPage() {
  return <ComingSoonPage title="Job details" />;
}
