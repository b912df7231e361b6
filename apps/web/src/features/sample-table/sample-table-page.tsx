import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function SampleTablePage() {
  return <ComingSoonPage title="Sample users" />;
}
