import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function AiProgramsPage() {
  return <ComingSoonPage title="AI learning paths" />;
}
