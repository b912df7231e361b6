import { usePageTitle } from '../../lib/use-page-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { ApproachSteps } from './approach-steps';
import { CallbackSection } from './callback-section';
import { ChatButton } from './chat-button';
import { CourseCatalogue } from './course-catalogue';
import { TrainingHero } from './training-hero';

/**
 * Spec 000 §2 training page: header, the 10-step approach, all courses with the search that filters
 * them, the inline callback form, and a floating chat link.
 */
export function TrainingPage() {
  usePageTitle('Training courses');
  useScrollToHash();
  return (
    <>
      <TrainingHero />
      <ApproachSteps />
      <CourseCatalogue />
      <CallbackSection />
      <ChatButton />
    </>
  );
}
