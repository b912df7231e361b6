import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function OnlineClassPage() {
  return <ComingSoonPage title="Online class" />;
}
