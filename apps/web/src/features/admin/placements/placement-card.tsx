import { Stack, Text } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';
import { CardListLink } from '../shared/card-list-link';
import { formatDay } from '../shared/format';

interface PlacementCardProps {
  placement: Placement;
  /** The admin list of this card's applications. */
  applications: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A placement card of the admin grid (spec 001 §3), with Edit and Delete. */
export function PlacementCard({ placement: p, applications, busy, onEdit, onDelete }: PlacementCardProps) {
  return (
    <AdminCard
      title={p.placement_featuredjob_title}
      badge={p.placement_featuredjob_mode}
      image={p.placement_featuredjob_img || p.placement_category_img}
      eyebrow={p.placement_category_title}
      aria-label={p.placement_featuredjob_title}
      busy={busy}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Stack gap={2} mt="xs">
        <Text size="sm">{p.placement_featuredjob_company}</Text>
        {p.placement_featuredjob_location && <Text size="sm">{p.placement_featuredjob_location}</Text>}
        {p.placement_featuredjob_posted && (
          <Text size="sm" c="dimmed">
            Posted {formatDay(p.placement_featuredjob_posted)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {p.placement_jobs_posted} jobs · {p.placement_tasks_posted} tasks · {p.placement_freelancer}{' '}
          freelancers
        </Text>
        <CardListLink to={applications} rows="applications" title={p.placement_featuredjob_title} />
      </Stack>
    </AdminCard>
  );
}
