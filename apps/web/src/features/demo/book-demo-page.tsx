import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function BookDemoPage() {
  return <ComingSoonPage title="Book a free demo" />;
}
