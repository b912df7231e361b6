import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { BatchesSection } from './batches/batches-section';
import { Hero } from './hero/hero';
import { FeaturedPrograms } from './programs/featured-programs';
import { ServicesSection } from './services/services-section';

// The callback form (and the validation library behind it) is fetched when someone asks for it, not
// with the first screen.
const CallbackOverlay = lazy(() =>
  import('../../components/callback/callback-overlay').then((m) => ({ default: m.CallbackOverlay })),
);

/**
 * Spec 000 §2 landing page: hero with typed words, callback button and course carousel; services
 * (#about), upcoming batches (#upcomingbatches) and featured programs (#featured-programs), which the
 * navbar's links scroll to.
 */
export function HomePage() {
  usePageTitle('Home');
  useScrollToHash();
  const [callbackOpened, callback] = useDisclosure(false);
  // Mounted from the first opening on, so later openings and closings animate as usual.
  const [callbackWanted, setCallbackWanted] = useState(false);
  const openCallback = () => {
    setCallbackWanted(true);
    callback.open();
  };
  return (
    <>
      <Hero onRequestCallback={openCallback} />
      <ServicesSection />
      <BatchesSection />
      <FeaturedPrograms />
      {callbackWanted && (
        <Suspense fallback={null}>
          <CallbackOverlay opened={callbackOpened} onClose={callback.close} />
        </Suspense>
      )}
    </>
  );
}
