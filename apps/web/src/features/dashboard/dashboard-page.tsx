import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function DashboardPage() {
  return <ComingSoonPage title="Dashboard" />;
}
