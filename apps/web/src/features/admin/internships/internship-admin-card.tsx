import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatInternshipFee, type Internship } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';

interface InternshipAdminCardProps {
  internship: Internship;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** An internship of the admin list, with edit and delete (spec 001 §2). */
export function InternshipAdminCard({ internship, busy, onEdit, onDelete }: InternshipAdminCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article">
      <Card.Section>
        <CardImage src={internship.internship_card_image} />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h5">
          {internship.internship_title}
        </Title>
        <Badge variant="light" flex="none">
          {internship.internship_mode}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="sm">Mentor: {internship.internship_mentor}</Text>
        <Text size="sm">
          {internship.internship_duration} · {internship.internship_language}
        </Text>
        <Text size="sm" fw={600}>
          {formatInternshipFee(internship.internship_fee)}
        </Text>
      </Stack>
      <CardActions name={internship.internship_title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
