import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeSections, paths } from '../../app/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import classes from './home-page.module.css';

const heroWords = ['Placements', 'Training', 'Internships', 'AI Mastery'];

const sections = [
  {
    id: homeSections.services,
    title: 'Our services',
    text: 'Training courses, internships, AI mastery programs, assignments and placement support.',
  },
  {
    id: homeSections.batches,
    title: 'Upcoming batches',
    text: 'New batches start every month, online and in our Hyderabad classrooms.',
  },
  {
    id: homeSections.programs,
    title: 'Featured programs',
    text: 'Our most popular courses, taught by working professionals.',
  },
];

/** Landing page placeholder: hero and the sections the navbar scrolls to. */
export function HomePage() {
  usePageTitle('Home');
  useScrollToHash();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.15} maw={720}>
            Your path to <span className={classes.words}>{heroWords.join(' · ')}</span>
          </Title>
          <Text size="xl" mt="md" maw={600}>
            Industry-ready training with real projects, mentors and placement support.
          </Text>
          <Group mt="xl">
            <Button size="lg" variant="white" component={Link} to={paths.training}>
              Explore courses
            </Button>
            <Button size="lg" variant="outline" color="white" component={Link} to={paths.register}>
              Join now
            </Button>
          </Group>
        </Container>
      </Box>
      {sections.map(({ id, title, text }) => (
        <Box component="section" id={id} key={id} className={classes.section} aria-labelledby={`${id}-title`}>
          <Container size="lg">
            <Title order={2} id={`${id}-title`}>
              {title}
            </Title>
            <Text c="dimmed" mt="sm">
              {text}
            </Text>
          </Container>
        </Box>
      ))}
    </>
  );
}
