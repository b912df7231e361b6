import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { AccessRestrictedDialog } from '../../components/placement-gate/access-restricted-dialog';
import { PlacementStanding } from '../../components/placement-gate/placement-standing';
import { useApply } from './use-apply';

/** Apply for a job, and what came of it (spec 000 §2 Placement page; DESIGN §8 50% rule). */
export function ApplyPanel({ jobId }: { jobId: number }) {
  const { apply, outcome, sending, isLoggedIn, closeRestricted } = useApply(jobId);
  const done = outcome?.kind === 'applied' || outcome?.kind === 'already-applied';

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="apply-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="apply-title">
          Apply for this job
        </Title>
        <Text size="sm" c="dimmed">
          Open to Skillpath learners who have completed half of a registered course.
          {!isLoggedIn && ' You will be asked to sign in first.'}
        </Text>
        {isLoggedIn && !done && <PlacementStanding />}
        {outcome?.kind === 'applied' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'already-applied' && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {outcome.message}
          </Alert>
        )}
        <Button size="md" onClick={apply} loading={sending} disabled={done}>
          {done ? 'Applied' : 'Apply'}
        </Button>
      </Stack>
      <AccessRestrictedDialog opened={outcome?.kind === 'restricted'} onClose={closeRestricted} />
    </Card>
  );
}
