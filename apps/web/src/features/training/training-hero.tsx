import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CALLBACK_SECTION_ID } from './callback-section';
import { COURSES_SECTION_ID } from './course-catalogue';
import classes from './training-page.module.css';

/** The training page's header, with shortcuts to the course grid and the callback form. */
export function TrainingHero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <Title order={1} ta="center" className={classes.heroTitle}>
          Training Courses
        </Title>
        <Text size="lg" mt="md" maw={680} mx="auto" ta="center" className={classes.heroLead}>
          Job-ready programs in full stack development, cloud, data, security and design — taught live, with
          daily practice, real projects and placement assistance.
        </Text>
        <Group mt="xl" gap="sm" justify="center">
          <Button size="md" variant="white" component={Link} to={{ hash: COURSES_SECTION_ID }}>
            Browse courses
          </Button>
          <Button
            size="md"
            variant="outline"
            color="white"
            component={Link}
            to={{ hash: CALLBACK_SECTION_ID }}
          >
            Request a callback
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
