import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatInternshipFee, type Internship } from '@skillpath/contract';
import { ApplyNowButton } from './apply-now-button';

/** Spec 000 §2: the detail page's sidebar 'Ready to Apply?'. */
export function ApplyCard({ internship }: { internship: Internship }) {
  const rows = [
    ['Duration', internship.internship_duration],
    ['Mode', internship.internship_mode],
    ['Language', internship.internship_language],
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Ready to Apply?
      </Title>
      <div>
        <Text size="sm" c="dimmed">
          Fee
        </Text>
        <Text fz={24} fw={700} lh={1.2}>
          {formatInternshipFee(internship.internship_fee)}
        </Text>
      </div>
      <Divider />
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <ApplyNowButton internship={internship} size="md" fullWidth />
      <Text size="xs" c="dimmed">
        {internship.internship_fee > 0
          ? 'Apply Now takes you to the checkout: pay the fee online or at the desk, and your place is confirmed.'
          : 'Apply Now takes you to book a free demo session, where our team talks you through the internship and confirms your place.'}
      </Text>
    </Stack>
  );
}
