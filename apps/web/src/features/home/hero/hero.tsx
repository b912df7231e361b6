import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { HeroCarousel } from '../carousel/hero-carousel';
import classes from './hero.module.css';
import { Typewriter } from './typewriter';

/** Spec 000 §2: the words the hero types in turn. */
export const HERO_WORDS = ['Placements', 'Training', 'Internships', 'AI Mastery'] as const;

/** Landing page header: typed words, the callback button and the course carousel. */
export function Hero({ onRequestCallback }: { onRequestCallback: () => void }) {
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} className={classes.grid}>
          <Stack gap="lg" justify="center">
            <Title order={1} className={classes.title}>
              Your path to <Typewriter words={HERO_WORDS} />
            </Title>
            <Text size="lg" className={classes.lead}>
              Industry-ready training with live projects, mentors who work in the field, internships and
              placement support — online and in our Hyderabad classrooms.
            </Text>
            <Group gap="sm">
              <Button
                size="lg"
                variant="white"
                leftSection={<IconPhoneCall size={20} aria-hidden="true" />}
                onClick={onRequestCallback}
              >
                Request Callback
              </Button>
              <Button size="lg" variant="outline" color="white" component={Link} to={paths.training}>
                Explore courses
              </Button>
            </Group>
          </Stack>
          <HeroCarousel />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
