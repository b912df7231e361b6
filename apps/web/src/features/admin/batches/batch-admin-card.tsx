import { Stack, Text } from '@mantine/core';
import type { Batch } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';
import { formatDay } from '../shared/format';

interface BatchAdminCardProps {
  batch: Batch;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A batch of the admin list, with Edit and Delete. */
export function BatchAdminCard({ batch, busy, onEdit, onDelete }: BatchAdminCardProps) {
  return (
    <AdminCard
      title={batch.name}
      badge={batch.mode}
      image={batch.image}
      imageHeight={130}
      busy={busy}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Stack gap={2} mt="xs">
        <Text size="sm">Instructor: {batch.instructor}</Text>
        <Text size="sm">
          Starts <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time>
        </Text>
        {batch.timings && <Text size="sm">{batch.timings}</Text>}
        {batch.category && <Text size="sm">Category: {batch.category}</Text>}
      </Stack>
    </AdminCard>
  );
}
