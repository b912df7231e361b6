import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function HirePage() {
  return <ComingSoonPage title="Hire talent" />;
}
