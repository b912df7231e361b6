import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function AssessmentFormPage() {
  return <ComingSoonPage title="Assessment form" />;
}
