import { Button, Checkbox, Fieldset, Group, Stack, TextInput, Title } from '@mantine/core';
import classes from './filter-panel.module.css';
import type { InternshipFilters } from './internship-filters';

interface FilterPanelProps {
  filters: InternshipFilters;
  setFilter: <K extends keyof InternshipFilters>(key: K, value: InternshipFilters[K]) => void;
  onClear: () => void;
  /** Shown in the sidebar; the drawer has its own title. */
  withHeading?: boolean;
  /** Tells apart the inputs of the sidebar and the drawer, which can be in the page together. */
  idPrefix: string;
}

const textFields = [
  { key: 'profile', label: 'Profile', placeholder: 'e.g. UI/UX Design' },
  { key: 'domains', label: 'Domains', placeholder: 'e.g. Python' },
  { key: 'mentor', label: 'Mentor', placeholder: 'Mentor name' },
  { key: 'duration', label: 'Duration', placeholder: 'e.g. 3 Months' },
  { key: 'fee', label: 'Fee', placeholder: 'e.g. Performance-based' },
  { key: 'posted', label: 'Posted', placeholder: 'e.g. 1 week ago' },
] as const;

/** The filters of spec 000 §5 (the free search sits above the results, where people look for it). */
export function FilterPanel({
  filters,
  setFilter,
  onClear,
  withHeading = false,
  idPrefix,
}: FilterPanelProps) {
  return (
    <Stack gap="sm">
      {withHeading && (
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Filters
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear all
          </Button>
        </Group>
      )}
      {textFields.map(({ key, label, placeholder }) => (
        <TextInput
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          placeholder={placeholder}
          value={filters[key]}
          onChange={(event) => setFilter(key, event.currentTarget.value)}
        />
      ))}
      {/* A plain fieldset: Checkbox.Group would take over the checked state of its boxes. */}
      <Fieldset legend="Mode" variant="unstyled" classNames={{ legend: classes.legend }}>
        <Stack gap={8}>
          <Checkbox
            id={`${idPrefix}-online`}
            label="Online"
            checked={filters.online}
            onChange={(event) => setFilter('online', event.currentTarget.checked)}
          />
          <Checkbox
            id={`${idPrefix}-offline`}
            label="Offline"
            checked={filters.offline}
            onChange={(event) => setFilter('offline', event.currentTarget.checked)}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
