import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function DomainSelectionPage() {
  return <ComingSoonPage title="Skill assessment" />;
}
