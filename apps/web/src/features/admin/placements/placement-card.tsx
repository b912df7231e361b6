import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';
import { formatDay } from '../shared/format';

interface PlacementCardProps {
  placement: Placement;
  applications: number;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A placement card of the admin grid (spec 001 §3), with Edit and Delete. */
export function PlacementCard({ placement: p, applications, busy, onEdit, onDelete }: PlacementCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={p.placement_featuredjob_title}>
      <Card.Section>
        <CardImage src={p.placement_featuredjob_img || p.placement_category_img} />
      </Card.Section>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="md">
        {p.placement_category_title}
      </Text>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5">
          {p.placement_featuredjob_title}
        </Title>
        <Badge variant="light" flex="none">
          {p.placement_featuredjob_mode}
        </Badge>
      </Group>
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
        <Text size="sm" fw={600}>
          {applications} {applications === 1 ? 'application' : 'applications'}
        </Text>
      </Stack>
      <CardActions name={p.placement_featuredjob_title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
