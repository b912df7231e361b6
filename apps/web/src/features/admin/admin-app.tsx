import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until the admin area is built; loaded only when /admindash is opened.
export function AdminApp() {
  return <ComingSoonPage title="Admin dashboard" />;
}
