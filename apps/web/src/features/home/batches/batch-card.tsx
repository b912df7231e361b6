import { Group, Stack, Text } from '@mantine/core';
import type { Batch } from '@skillpath/contract';
import { IconCalendarEvent, IconClock, IconUser } from '@tabler/icons-react';
import { CoverCard } from '../../../components/cover-card';
import { formatStartDate } from './format-start-date';

/** One upcoming batch: cover, name, mode, instructor, timings and start date (spec 000 §3). */
export function BatchCard({ batch }: { batch: Batch }) {
  return (
    <CoverCard cover={batch.image} coverHeight={160} title={batch.name} titleSize="h5" badge={batch.mode}>
      <Stack gap={6} mt="sm">
        <Group gap={8} wrap="nowrap">
          <IconUser size={16} aria-hidden="true" />
          <Text size="sm">{batch.instructor}</Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconClock size={16} aria-hidden="true" />
          <Text size="sm">{batch.timings}</Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden="true" />
          <Text size="sm">
            Starts <time dateTime={batch.startDate}>{formatStartDate(batch.startDate)}</time>
          </Text>
        </Group>
      </Stack>
    </CoverCard>
  );
}
