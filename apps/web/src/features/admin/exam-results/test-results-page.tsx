import { Stack } from '@mantine/core';
import { testResultRoutes } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../shared/admin-page';
import { CsvButton } from '../shared/csv-button';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { useListParams } from '../shared/use-list-params';
import { reportColumns } from './attempt-columns';
import { ResultFilters } from './result-filters';
import { testResultQueries } from './test-results-api';

const FILTERS = ['domain_id', 'user_id', 'from', 'to', 'handed_in'] as const;

/** The examiner's report (issue 22): every attempt, filtered, exported, and overridden one by one. */
export function TestResultsPage() {
  const { page, filters, setPage, setFilter, setFilters, limit, offset } = useListParams(FILTERS);
  const query = useQuery(testResultQueries.list({ ...filters, limit, offset }));
  const candidate = filters.user_id ? query.data?.results[0] : undefined;
  const title = 'Test results';
  return (
    <AdminPage
      title={title}
      description="Candidates' attempts at each domain and section: score, time taken, and whether they submitted or ran out of time."
      actions={<CsvButton route={testResultRoutes.export} query={filters} fileName="test-results.csv" />}
    >
      <Stack gap="md">
        <ResultFilters
          filters={filters}
          setFilter={setFilter}
          setFilters={setFilters}
          candidateName={candidate && (candidate.candidate_name || candidate.candidate_email)}
        />
        <PagedTable
          label={title}
          rowsNoun="attempts"
          columns={reportColumns((r) => setFilter('user_id', String(r.user_id)))}
          rowKey={(r) => r.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No attempts match these filters."
          loadErrorText={(error) => `Failed to load test results: ${errorReason(error)}`}
          minWidth={980}
        />
      </Stack>
    </AdminPage>
  );
}
