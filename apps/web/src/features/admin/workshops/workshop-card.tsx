import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Workshop } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';
import { formatDay } from '../shared/format';

interface WorkshopCardProps {
  workshop: Workshop;
  registrations: number;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A workshop card of the admin grid (spec 001 §3), with Edit and Delete. */
export function WorkshopCard({ workshop: w, registrations, busy, onEdit, onDelete }: WorkshopCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={w.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5">
          {w.title}
        </Title>
        <Badge variant="light" flex="none">
          {w.course_mode}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="sm">Trainer: {w.trainer}</Text>
        <Text size="sm">
          {formatDay(w.date)}
          {w.time ? `, ${w.time}` : ''}
          {w.duration ? ` · ${w.duration}` : ''}
        </Text>
        {w.admin_closing_date && (
          <Text size="sm">Application Deadline: {formatDay(w.admin_closing_date)}</Text>
        )}
        {w.available_languages && <Text size="sm">Languages: {w.available_languages}</Text>}
        <Text size="sm" c="dimmed">
          {w.already_enrolled} enrolled of {w.capacity} seats · {w.open ? 'Open' : 'Closed'}
        </Text>
        <Text size="sm" fw={600}>
          {registrations} {registrations === 1 ? 'registration' : 'registrations'}
        </Text>
      </Stack>
      <CardActions name={w.title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
