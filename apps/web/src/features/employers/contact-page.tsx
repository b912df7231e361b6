import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function ContactPage() {
  return <ComingSoonPage title="Contact us" />;
}
