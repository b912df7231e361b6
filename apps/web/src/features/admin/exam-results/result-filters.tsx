import { Button, CloseButton, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { testBankQueries } from '../online-tests/test-bank-api';
import { DayRangeFields } from '../shared/day-range-fields';
import type { ResultFilter } from './test-results-api';

interface ResultFiltersProps {
  filters: ResultFilter;
  setFilter: (name: keyof ResultFilter, value: string) => void;
  setFilters: (values: Partial<ResultFilter>) => void;
  /** The name of the candidate the report is narrowed to, when the rows tell it. */
  candidateName?: string;
}

const SHOWN = [
  { value: 'all', label: 'All attempts, by start day' },
  { value: 'true', label: 'Handed in, by hand-in day' },
];

/** Domain, which attempts, from/to day and the candidate the report is narrowed to, all kept in the address. */
export function ResultFilters({ filters, setFilter, setFilters, candidateName }: ResultFiltersProps) {
  const domains = useQuery(testBankQueries.domains());
  const options = [
    { value: 'all', label: 'All domains' },
    ...(domains.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];
  return (
    <Group align="flex-end" gap="md">
      <Select
        label="Domain"
        data={options}
        value={filters.domain_id || 'all'}
        onChange={(value) => setFilter('domain_id', value && value !== 'all' ? value : '')}
        allowDeselect={false}
        searchable
        w={220}
        error={domains.isError ? 'Domains could not be loaded.' : undefined}
      />
      <Select
        label="Attempts"
        data={SHOWN}
        value={filters.handed_in === 'true' ? 'true' : 'all'}
        onChange={(value) => setFilter('handed_in', value === 'true' ? 'true' : '')}
        allowDeselect={false}
        w={240}
      />
      <DayRangeFields
        list={{ filters, setFilters }}
        labels={
          filters.handed_in === 'true'
            ? ['Handed in from', 'Handed in until']
            : ['Started from', 'Started until']
        }
      />
      {filters.user_id && (
        <Group gap={4} wrap="nowrap" aria-label="Candidate filter">
          <Button
            component={Link}
            to={adminUrl(adminSections.learners, filters.user_id)}
            variant="light"
            size="sm"
          >
            Candidate: {candidateName ?? `#${filters.user_id}`}
          </Button>
          <CloseButton aria-label="Show all candidates" onClick={() => setFilter('user_id', '')} />
        </Group>
      )}
    </Group>
  );
}
