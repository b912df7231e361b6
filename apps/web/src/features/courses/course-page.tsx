import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function CoursePage() {
  return <ComingSoonPage title="Course details" />;
}
