import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function WorkshopsPage() {
  return <ComingSoonPage title="Workshops" />;
}
