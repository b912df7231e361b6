import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { LearnerAttempts } from '../exam-results/learner-attempts';
import { AdminPage } from '../shared/admin-page';
import { errorReason } from '../shared/error-text';
import { formatDateTime } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { EnrolledCourseCard } from './enrolled-course-card';
import { learnerQueries } from './learners-api';
import { RoleControl } from './role-control';

function BackToLearners() {
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  return (
    <Anchor component={Link} to={`${adminUrl(adminSections.learners)}${state?.listSearch ?? ''}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        Back to learners
      </Group>
    </Anchor>
  );
}

/** One account: who they are, their role, and each course with progress and attendance entry. */
export function LearnerPage() {
  const id = Number(useParams().id);
  const learner = useQuery({ ...learnerQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });

  if (learner.isPending)
    return (
      <Stack>
        <BackToLearners />
        <LoadingState label="Loading learner" />
      </Stack>
    );
  if (learner.isError)
    return (
      <AdminPage title="Learner">
        <BackToLearners />
        <LoadError
          message={`Failed to load the learner: ${errorReason(learner.error)}`}
          onRetry={() => learner.refetch()}
          retrying={learner.isFetching}
        />
      </AdminPage>
    );

  const person = learner.data;
  return (
    <AdminPage title={person.name || person.email} description={person.email}>
      <BackToLearners />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              Phone
            </Text>
            <Text>{person.phone || '—'}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Joined
            </Text>
            <Text>{formatDateTime(person.date_joined)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Last login
            </Text>
            <Text>{formatDateTime(person.last_login)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Learning points
            </Text>
            <Text>{person.learning_points}</Text>
          </div>
        </SimpleGrid>
        <Stack mt="lg" gap="xs">
          <RoleControl key={person.role} learner={person} />
        </Stack>
      </Paper>
      <Stack component="section" gap="md" aria-labelledby="learner-courses-title">
        <Title order={2} size="h4" id="learner-courses-title">
          Courses ({person.courses.length})
        </Title>
        {person.courses.length === 0 ? (
          <Text c="dimmed">Not enrolled in any course yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {person.courses.map((course) => (
              <EnrolledCourseCard key={course.enrollment_id} learner={person} course={course} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <LearnerAttempts userId={person.id} />
    </AdminPage>
  );
}
