import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function FindYourMatchPage() {
  return <ComingSoonPage title="Find your match" />;
}
