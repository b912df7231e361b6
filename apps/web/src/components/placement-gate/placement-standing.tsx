import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { placementStandingText } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { placementAccessQuery } from './placement-access';

/** Where the learner stands, in words, with the course to go on with; a visitor is asked to sign in. */
export function PlacementStanding() {
  const { session } = useSession();
  const access = useQuery({ ...placementAccessQuery(session?.userId ?? ''), enabled: session !== null });
  if (!session)
    return (
      <Text>
        <Anchor component={Link} to={paths.signIn}>
          Sign in
        </Anchor>{' '}
        to see how far you are.
      </Text>
    );
  if (access.isPending) return <Loader size="sm" aria-label="Loading your progress" />;
  if (!access.data) return null;
  const { course } = access.data;
  return (
    <Stack gap="xs">
      <Text fw={600}>{placementStandingText(access.data)}</Text>
      <Anchor
        component={Link}
        to={course ? generatePath(paths.onlineClassCourse, { courseId: String(course.id) }) : paths.training}
      >
        {course ? `Continue ${course.title}` : 'Browse the training courses'}
      </Anchor>
    </Stack>
  );
}
