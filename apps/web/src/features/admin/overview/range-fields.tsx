import { Group, TextInput } from '@mantine/core';
import type { useOverviewRange } from './use-overview-range';

type RangeState = ReturnType<typeof useOverviewRange>;

/** From and To days; left empty they mean the last 30 days up to today. */
export function RangeFields({ asked, range, errors, setDay }: RangeState) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        type="date"
        label="From"
        value={asked.from || range?.from || ''}
        max={asked.to || undefined}
        onChange={(e) => setDay('from', e.currentTarget.value)}
        error={errors.from}
        w={{ base: '50%', xs: 170 }}
      />
      <TextInput
        type="date"
        label="To"
        value={asked.to || range?.to || ''}
        min={asked.from || undefined}
        onChange={(e) => setDay('to', e.currentTarget.value)}
        error={errors.to}
        w={{ base: '50%', xs: 170 }}
      />
    </Group>
  );
}
