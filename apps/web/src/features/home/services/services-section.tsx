import { Button, VisuallyHidden } from '@mantine/core';
import { IconBook, IconBrain, IconBriefcase, IconClipboardCheck, IconSchool } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useExplorePlacements } from '../../../components/placement-gate/use-explore-placements';
import { homeSections, paths } from '../../../lib/paths';
import classes from '../home-page.module.css';
import { HomeSection } from '../home-section';
import { ServiceCard } from './service-card';

// A dialog's module (focus trap, scroll lock, positioning) is fetched on the click that opens it.
const AccessRestrictedDialog = lazy(() =>
  import('../../../components/placement-gate/access-restricted-dialog').then((m) => ({
    default: m.AccessRestrictedDialog,
  })),
);

/**
 * Spec 000 §2 services cards, with their buttons exactly as the spec has them: Training 'Learn More',
 * Internships 'Coming Soon...' (inert; its title still leads to the internship list, which exists),
 * AI Mastery, Assignment 'Launches Soon...' (inert) and Placements 'Explore Now' (the placements for
 * a learner past the server's gate, the access popup for anyone else).
 */
export function ServicesSection() {
  const placements = useExplorePlacements();
  return (
    <HomeSection
      id={homeSections.services}
      title="Our Services"
      intro="Everything between your first class and your first job, in one place."
    >
      <div className={classes.services}>
        <ServiceCard
          icon={IconBook}
          title="Training Courses"
          description="Instructor-led courses in full stack, cloud, data and design, with daily practice."
          action={
            <Button component={Link} to={paths.training} fullWidth>
              Learn More <VisuallyHidden>about training courses</VisuallyHidden>
            </Button>
          }
        />
        <ServiceCard
          icon={IconSchool}
          title="Internships"
          titleTo={paths.internships}
          description="Work on real projects with mentors and earn an experience certificate."
          action={
            <Button variant="light" fullWidth disabled>
              Coming Soon...
            </Button>
          }
        />
        <ServiceCard
          icon={IconBrain}
          title="AI Mastery"
          description="Learning paths from machine-learning basics to building with large language models."
          action={
            <Button component={Link} to={paths.aiPrograms} fullWidth>
              Explore AI paths
            </Button>
          }
        />
        <ServiceCard
          icon={IconClipboardCheck}
          title="Assignment"
          description="Graded assignments that track your progress through every course."
          action={
            <Button variant="light" fullWidth disabled>
              Launches Soon...
            </Button>
          }
        />
        <ServiceCard
          icon={IconBriefcase}
          title="Placements"
          description="Interviews with our hiring partners once you are ready for them."
          action={
            <Button onClick={placements.explore} loading={placements.checking} fullWidth>
              Explore Now
            </Button>
          }
        />
      </div>
      {placements.dialogWanted && (
        <Suspense fallback={null}>
          <AccessRestrictedDialog opened={placements.restricted} onClose={placements.close} />
        </Suspense>
      )}
    </HomeSection>
  );
}
