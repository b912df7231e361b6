import { ComingSoonPage } from '../../components/coming-soon-page';

// Placeholder until this screen is built.
export function EditProfilePage() {
  return <ComingSoonPage title="Edit profile" />;
}
