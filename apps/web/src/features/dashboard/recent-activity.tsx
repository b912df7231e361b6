import { Anchor, Paper, Text, Timeline, Title } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/learner-account/format';
import { paths } from '../../lib/paths';

/** The learner's latest actions, newest first, as the server lists them. */
export function RecentActivity({ activities }: { activities: Candidate['recentActivities'] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} size="h5" mb="sm">
        Recent activity
      </Title>
      {activities.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.{' '}
          <Anchor component={Link} to={paths.training}>
            Browse the courses
          </Anchor>{' '}
          to get started.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={activities.length}>
          {activities.map((activity) => (
            <Timeline.Item key={`${activity.date}-${activity.description}`} title={activity.description}>
              <Text size="xs" c="dimmed">
                <time dateTime={activity.date}>{formatDateTime(activity.date)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
