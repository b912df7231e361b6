import { Box, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconCode,
  IconFileCv,
  IconHeartHandshake,
  IconListCheck,
  IconMessages,
  IconPresentation,
  IconRefresh,
  IconTargetArrow,
  IconUsersGroup,
} from '@tabler/icons-react';
import classes from './training-page.module.css';

/** Spec 000 §9: the ten approach steps, in order. */
const steps = [
  { title: 'Professional Training', icon: IconPresentation, text: 'Live classes by engineers who ship.' },
  { title: 'Daily Practice', icon: IconRefresh, text: 'Exercises every day to make it stick.' },
  { title: 'Assessments', icon: IconListCheck, text: 'Weekly tests that show where you stand.' },
  { title: 'Reverse Mentorship', icon: IconUsersGroup, text: 'Teach back what you learn to master it.' },
  { title: 'Mock Interviews', icon: IconMessages, text: 'Rehearse with interviewers from industry.' },
  { title: 'Resume Building', icon: IconFileCv, text: 'A resume and profile recruiters read.' },
  { title: 'Real Time Projects', icon: IconCode, text: 'Build and deploy projects for your portfolio.' },
  {
    title: 'Interview Preparation',
    icon: IconTargetArrow,
    text: 'Aptitude, coding rounds and HR questions.',
  },
  {
    title: 'Course Completion Certificate',
    icon: IconCertificate,
    text: 'A certificate for every course you finish.',
  },
  {
    title: 'Placement Assistance',
    icon: IconHeartHandshake,
    text: 'Introductions to our hiring partners.',
  },
] as const;

/** Spec 000 §2 training page: the 10-step approach grid, as a numbered list. */
export function ApproachSteps() {
  return (
    <Box component="section" className={classes.band} aria-labelledby="approach-title">
      <Container size="lg">
        <Title order={2} id="approach-title" ta="center">
          Our 10-Step Approach
        </Title>
        <Text c="dimmed" ta="center" mt="xs" mb="xl" maw={640} mx="auto">
          From the first class to the first offer letter, every course follows the same proven path.
        </Text>
        <SimpleGrid
          component="ol"
          cols={{ base: 2, md: 5 }}
          spacing={{ base: 'sm', sm: 'md' }}
          className={classes.steps}
        >
          {steps.map(({ title, icon: StepIcon, text }, index) => (
            <li key={title} className={classes.step}>
              <Text span className={classes.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <ThemeIcon size={40} radius="md" variant="light">
                <StepIcon size={22} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} size="h6" mt="sm">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
