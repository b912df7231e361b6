import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Batch } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';
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
    <Card withBorder radius="lg" padding="md" component="article">
      <Card.Section>
        <CardImage src={batch.image} height={130} />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h5">
          {batch.name}
        </Title>
        <Badge variant="light" flex="none">
          {batch.mode}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="sm">Instructor: {batch.instructor}</Text>
        <Text size="sm">
          Starts <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time>
        </Text>
        {batch.timings && <Text size="sm">{batch.timings}</Text>}
        {batch.category && <Text size="sm">Category: {batch.category}</Text>}
      </Stack>
      <CardActions name={batch.name} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
