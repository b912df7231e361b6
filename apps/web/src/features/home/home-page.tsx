import { useDisclosure } from '@mantine/hooks';
import { CallbackOverlay } from '../../components/callback/callback-overlay';
import { usePageTitle } from '../../lib/use-page-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { BatchesSection } from './batches/batches-section';
import { Hero } from './hero/hero';
import { FeaturedPrograms } from './programs/featured-programs';
import { ServicesSection } from './services/services-section';

/**
 * Spec 000 §2 landing page: hero with typed words, callback button and course carousel; services
 * (#about), upcoming batches (#upcomingbatches) and featured programs (#featured-programs), which the
 * navbar's links scroll to.
 */
export function HomePage() {
  usePageTitle('Home');
  useScrollToHash();
  const [callbackOpened, callback] = useDisclosure(false);
  return (
    <>
      <Hero onRequestCallback={callback.open} />
      <ServicesSection />
      <BatchesSection />
      <FeaturedPrograms />
      <CallbackOverlay opened={callbackOpened} onClose={callback.close} />
    </>
  );
}
