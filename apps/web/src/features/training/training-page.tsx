import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function TrainingPage() {
  return <ComingSoonPage title="Training courses" />;
}
