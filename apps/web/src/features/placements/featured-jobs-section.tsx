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
import type { Placement } from '@skillpath/contract';
import { IconAlertCircle, IconBriefcase, IconRefresh } from '@tabler/icons-react';
import type { Ref } from 'react';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { FeaturedJobCard } from './featured-job-card';
import classes from './placements.module.css';

const JOBS_FAILED = 'The jobs could not be loaded.';

interface FeaturedJobsSectionProps {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** Every stored job, and those matching the search. */
  all: readonly Placement[];
  shown: readonly Placement[];
  searching: boolean;
  onClearSearch: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

function EmptyState({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconBriefcase size={40} aria-hidden color="var(--mantine-color-gray-6)" />
      <Text component="h3" fw={700} size="lg">
        {title}
      </Text>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** Featured jobs from the server, with their loading, error, empty and no-match states. */
export function FeaturedJobsSection(props: FeaturedJobsSectionProps) {
  const { status, error, all, shown, searching } = props;
  let body: React.ReactNode;
  if (status === 'pending')
    body = (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Loading jobs...</Text>
        </Group>
      </Center>
    );
  else if (status === 'error')
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={JOBS_FAILED}>
        <Text size="sm" mb="sm">
          {error instanceof ApiRequestError && error.status === 0
            ? NETWORK_ERROR_MESSAGE
            : 'Please try again.'}
        </Text>
        <Button
          variant="outline"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={props.onRetry}
          loading={props.retrying}
        >
          Retry
        </Button>
      </Alert>
    );
  else if (all.length === 0)
    body = (
      <EmptyState
        title="No jobs posted yet"
        text="Our placement team adds new openings here as companies hire. Check back soon."
      />
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        title="No jobs match your search."
        text="Try other words or another location."
        action={
          <Button variant="light" onClick={props.onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {shown.map((job) => (
          <FeaturedJobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
    );

  return (
    <Box component="section" aria-labelledby="jobs-title" className={`${classes.section} ${classes.band}`}>
      <Container size="lg">
        <Group justify="space-between" align="baseline" mb="lg">
          <Title order={2} id="jobs-title" ref={props.headingRef} tabIndex={-1}>
            Featured jobs
          </Title>
          {status === 'success' && all.length > 0 && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {searching ? `${shown.length} of ${all.length} jobs` : `${all.length} jobs`}
            </Text>
          )}
        </Group>
        {body}
      </Container>
    </Box>
  );
}
