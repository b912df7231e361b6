import { CloseButton, TextInput } from '@mantine/core';

interface DayRangeFieldsProps {
  /** The list's `useListParams` (or its filters and setFilters): the days in effect, YYYY-MM-DD or ''. */
  list: {
    filters: { from: string; to: string };
    setFilters: (values: { from?: string; to?: string }) => void;
  };
  /** What the days bound, e.g. "Received from" / "Received until". */
  labels?: [string, string];
}

/**
 * The `?from&to` of a list as two date fields, kept in the address by `useListParams`: a range
 * arriving in a link (from the Overview) shows here, and the cross clears it.
 */
export function DayRangeFields({ list, labels = ['From', 'Until'] }: DayRangeFieldsProps) {
  const { filters, setFilters } = list;
  const { from, to } = filters;
  const width = { base: 'calc(50% - 8px)', xs: 160 };
  return (
    <>
      <TextInput
        type="date"
        label={labels[0]}
        value={from}
        max={to || undefined}
        onChange={(event) => setFilters({ from: event.currentTarget.value })}
        w={width}
      />
      <TextInput
        type="date"
        label={labels[1]}
        value={to}
        min={from || undefined}
        onChange={(event) => setFilters({ to: event.currentTarget.value })}
        w={width}
      />
      {(from || to) && (
        <CloseButton
          aria-label="Clear the dates"
          title="Clear the dates"
          mb={4}
          onClick={() => setFilters({ from: '', to: '' })}
        />
      )}
    </>
  );
}
