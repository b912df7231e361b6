import { Stack, Text } from '@mantine/core';
import { formatInternshipFee, type Internship } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';

interface InternshipAdminCardProps {
  internship: Internship;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** An internship of the admin list, with edit and delete (spec 001 §2). */
export function InternshipAdminCard({ internship, busy, onEdit, onDelete }: InternshipAdminCardProps) {
  return (
    <AdminCard
      title={internship.internship_title}
      badge={internship.internship_mode}
      image={internship.internship_card_image}
      busy={busy}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Stack gap={2} mt="xs">
        <Text size="sm">Mentor: {internship.internship_mentor}</Text>
        <Text size="sm">
          {internship.internship_duration} · {internship.internship_language}
        </Text>
        <Text size="sm" fw={600}>
          {formatInternshipFee(internship.internship_fee)}
        </Text>
      </Stack>
    </AdminCard>
  );
}
