import { Group, Select } from '@mantine/core';
import { AUDIT_KINDS, auditKindLabels } from '@skillpath/contract';
import { DayRangeFields } from '../shared/day-range-fields';
import type { ListParams } from '../shared/use-list-params';

export const AUDIT_FILTERS = ['actor', 'kind', 'from', 'to'] as const;
type AuditFilter = (typeof AUDIT_FILTERS)[number];

const kindOptions = [
  { value: '', label: 'All kinds' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabels[kind] })),
];

/** Person, kind of record and day range, kept in the address; the server filters. */
export function AuditFilters({ list, actors }: { list: ListParams<AuditFilter>; actors: string[] }) {
  const { filters, setFilter } = list;
  const people = [
    { value: '', label: 'Everyone' },
    ...actors.map((email) => ({ value: email, label: email })),
  ];
  return (
    <Group align="flex-end" gap="md">
      <Select
        label="Person"
        data={people}
        value={filters.actor}
        onChange={(value) => setFilter('actor', value ?? '')}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label="Kind of record"
        data={kindOptions}
        value={filters.kind}
        onChange={(value) => setFilter('kind', value ?? '')}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <DayRangeFields list={list} labels={['From', 'To']} />
    </Group>
  );
}
