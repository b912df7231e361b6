import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useWorkshopRegistration } from './use-workshop-registration';
import { WorkshopCard } from './workshop-card';
import { upcomingWorkshops } from './workshop-status';
import classes from './workshops.module.css';
import { workshopsQuery } from './workshops-api';

export const WORKSHOPS_FAILED = 'The workshops could not be loaded.';

/** /workshops — upcoming workshops with Register (DESIGN §8: stored on the server, managed by admins). */
export function WorkshopsPage() {
  usePageTitle('Workshops');
  const workshops = useQuery(workshopsQuery());
  const registration = useWorkshopRegistration();
  const upcoming = upcomingWorkshops(workshops.data ?? []);

  let body: React.ReactNode;
  if (workshops.isPending)
    body = (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Loading workshops...</Text>
        </Group>
      </Center>
    );
  else if (workshops.isError) {
    const offline = workshops.error instanceof ApiRequestError && workshops.error.status === 0;
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={WORKSHOPS_FAILED}>
        <Text size="sm" mb="sm">
          {offline ? NETWORK_ERROR_MESSAGE : 'Please try again.'}
        </Text>
        <Button
          variant="outline"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void workshops.refetch()}
          loading={workshops.isFetching}
        >
          Retry
        </Button>
      </Alert>
    );
  } else if (upcoming.length === 0)
    body = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconCalendarEvent size={40} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text component="h3" fw={700} size="lg">
          No upcoming workshops
        </Text>
        <Text c="dimmed" maw={480}>
          New workshops are announced here as soon as they are scheduled. Check back soon.
        </Text>
      </Stack>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {upcoming.map((w) => (
          <WorkshopCard
            key={w.id}
            workshop={w}
            onRegister={() => registration.register(w.id)}
            registering={registration.pendingId === w.id}
            result={registration.results[w.id]}
            isLoggedIn={registration.isLoggedIn}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            Workshops
          </Title>
          <Text size="lg" mt="sm" maw={640} className={classes.lead}>
            Short, hands-on sessions with industry trainers. Pick an upcoming workshop and save your seat.
          </Text>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="section" aria-labelledby="upcoming-title">
        <Title order={2} id="upcoming-title" mb="lg">
          Upcoming workshops
        </Title>
        {body}
      </Container>
    </>
  );
}
