import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function PlacementsPage() {
  return <ComingSoonPage title="Placements" />;
}
