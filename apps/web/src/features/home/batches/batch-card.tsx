import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Batch } from '@skillpath/contract';
import { IconCalendarEvent, IconClock, IconUser } from '@tabler/icons-react';
import { formatStartDate } from './format-start-date';

/** One upcoming batch: cover, name, mode, instructor, timings and start date (spec 000 §3). */
export function BatchCard({ batch }: { batch: Batch }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Card.Section>
        {/* The cover repeats the batch name printed below it, so it is decorative (empty alt). */}
        <Image src={batch.image} alt="" h={160} fit="cover" loading="lazy" />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h5">
          {batch.name}
        </Title>
        <Badge variant="light" flex="none">
          {batch.mode}
        </Badge>
      </Group>
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
    </Card>
  );
}
