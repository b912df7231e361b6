import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { learnerAttemptColumns } from './attempt-columns';
import { testResultQueries } from './test-results-api';

const PAGE_SIZE = 10;

/** One learner's exam attempts, on their admin page, with the same overrides as the report. */
export function LearnerAttempts({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(
    testResultQueries.list({ user_id: String(userId), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  );
  return (
    <Stack component="section" gap="md" aria-labelledby="learner-attempts-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="learner-attempts-title">
          Assessment attempts
        </Title>
        <Anchor component={Link} to={`${adminUrl(adminSections.testResults)}?user_id=${userId}`} size="sm">
          Open in test results
        </Anchor>
      </Group>
      <PagedTable
        label="Assessment attempts"
        rowsNoun="attempts"
        columns={learnerAttemptColumns}
        rowKey={(r) => r.id}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        emptyText="No assessment attempts yet."
        loadErrorText={(error) => `Failed to load the attempts: ${errorReason(error)}`}
        minWidth={820}
      />
    </Stack>
  );
}
