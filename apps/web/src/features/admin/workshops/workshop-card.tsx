import { Stack, Text } from '@mantine/core';
import { formatListedFee, type Workshop } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';
import { CardListLink } from '../shared/card-list-link';
import { formatDay } from '../shared/format';

interface WorkshopCardProps {
  workshop: Workshop;
  /** The admin list of this card's registrations. */
  registrations: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A workshop card of the admin grid (spec 001 §3), with Edit and Delete. */
export function WorkshopCard({ workshop: w, registrations, busy, onEdit, onDelete }: WorkshopCardProps) {
  return (
    <AdminCard
      title={w.title}
      badge={w.course_mode}
      aria-label={w.title}
      busy={busy}
      onEdit={onEdit}
      onDelete={onDelete}
    >
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
        <Text size="sm">Fee: {formatListedFee(w.fee)}</Text>
        <Text size="sm" c="dimmed">
          {w.already_enrolled} enrolled of {w.capacity} seats · {w.open ? 'Open' : 'Closed'}
        </Text>
        <CardListLink to={registrations} rows="registrations" title={w.title} />
      </Stack>
    </AdminCard>
  );
}
