import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { catalogueAdminMessages as m, type SyllabusEntry } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';

/** An entry shown before the server has confirmed it (spec 001 §4: optimistic creation). */
export const isPendingEntry = (entry: SyllabusEntry) => entry.id < 0;

interface SyllabusListProps {
  entries: SyllabusEntry[];
  busy: boolean;
  onEdit: (entry: SyllabusEntry) => void;
  onDelete: (entry: SyllabusEntry) => void;
}

/** The weeks of the selected course, or the spec's text when it has none. */
export function SyllabusList({ entries, busy, onEdit, onDelete }: SyllabusListProps) {
  if (entries.length === 0) return <Text c="dimmed">{m.syllabusNone}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {entries.map((entry) => {
        const pending = isPendingEntry(entry);
        return (
          <Card key={entry.id} withBorder radius="md" padding="md" component="article" aria-busy={pending}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Badge variant="light">Week {entry.week_number}</Badge>
              {pending && (
                <Badge variant="outline" color="gray.7">
                  Saving…
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5" mt="xs">
              {entry.title}
            </Title>
            <Text size="sm" mt={4}>
              {entry.topics.join(', ')}
            </Text>
            <CardActions
              name={`week ${entry.week_number}: ${entry.title}`}
              onEdit={() => onEdit(entry)}
              onDelete={() => onDelete(entry)}
              disabled={busy || pending}
            />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
