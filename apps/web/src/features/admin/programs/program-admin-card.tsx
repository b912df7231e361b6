import { Stack, Text } from '@mantine/core';
import { formatWholeRupees, type Program } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';

interface ProgramAdminCardProps {
  program: Program;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A program of the admin list, with Edit and Delete. */
export function ProgramAdminCard({ program, busy, onEdit, onDelete }: ProgramAdminCardProps) {
  return (
    <AdminCard title={program.title} badge={program.duration} busy={busy} onEdit={onEdit} onDelete={onDelete}>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={600}>
          {formatWholeRupees(program.price)}
        </Text>
        <Text size="sm">
          {count(program.curriculum.length, 'week')} · {count(program.features.length, 'feature')}
        </Text>
        <Text size="sm" c="dimmed">
          Position {program.position}
        </Text>
      </Stack>
    </AdminCard>
  );
}
