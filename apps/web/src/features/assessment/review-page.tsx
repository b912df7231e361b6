import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { assessmentMessages as m } from '@skillpath/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ReviewPanel } from './review-panel';

interface ReviewPageProps {
  domainId: number;
  /** null when the address names no session. */
  sessionId: number | null;
}

/**
 * `/exam/{domainId}?review={sessionId}`: the review of one submitted section, reached from the
 * learner's past assessments (no route of its own is needed).
 */
export function ReviewPage({ domainId, sessionId }: ReviewPageProps) {
  usePageTitle('Exam review');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md">
          <Anchor component={Link} to={paths.dashboard} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden="true" />
              My dashboard
            </Group>
          </Anchor>
          <Anchor component={Link} to={generatePath(paths.exam, { id: String(domainId) })} size="sm">
            Back to the exam
          </Anchor>
        </Group>
        <Title order={1} size="h2">
          Exam review
        </Title>
        {sessionId === null ? (
          <LoadError message={m.sessionNotFound} />
        ) : (
          <ReviewPanel sessionId={sessionId} />
        )}
      </Stack>
    </Container>
  );
}
