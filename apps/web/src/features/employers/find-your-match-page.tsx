import { Alert, Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './employers.module.css';
import { MATCH_STEPS } from './hire-content';
import { StepList } from './step-list';

/** Spec 001 §2 Find-your-match page (/findyourmatch): four steps, the 100+ note, Get in Touch → /contact. */
export function FindYourMatchPage() {
  usePageTitle('Find your match');
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            Find your match
          </Title>
          <Text size="lg" mt="md" maw={620} className={classes.lead}>
            A simple, guided way to meet candidates who fit your role, with a talent scout by your side.
          </Text>
          <Button
            component={Link}
            to={paths.contact}
            size="md"
            mt="xl"
            variant="white"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Get in Touch
          </Button>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="match-steps-title" className={classes.section}>
        <Container size="lg">
          <Title order={2} id="match-steps-title" mb="lg">
            How it works
          </Title>
          <StepList steps={MATCH_STEPS} />
          <Alert color="indigo" variant="light" mt="xl" icon={<IconUsers aria-hidden />}>
            <Group justify="space-between" gap="md">
              <Text fw={600}>100+ skilled professionals are ready to hire.</Text>
              <Button component={Link} to={paths.contact} variant="filled">
                Contact us
              </Button>
            </Group>
          </Alert>
        </Container>
      </Box>
    </>
  );
}
