import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_KINDS, auditKindLabels } from '@skillpath/contract';
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
      <TextInput
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => setFilter('from', event.currentTarget.value)}
        w={{ base: 'calc(50% - 8px)', xs: 160 }}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => setFilter('to', event.currentTarget.value)}
        w={{ base: 'calc(50% - 8px)', xs: 160 }}
      />
    </Group>
  );
}
