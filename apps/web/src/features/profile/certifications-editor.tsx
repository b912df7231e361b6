import {
  Button,
  Card,
  CloseButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import type { CertificationRow } from './certification-rows';

interface FieldProps {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

interface CertificationsEditorProps {
  rows: CertificationRow[];
  /** Input props of one path of the form, e.g. `certifications.0.title`. */
  field: (path: string) => FieldProps;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Spec 000 §2 Register profile: certifications as rows of title, issued date and description. */
export function CertificationsEditor({ rows, field, onAdd, onRemove }: CertificationsEditorProps) {
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No certifications yet. Add the ones you hold; you can also leave this empty.
        </Text>
      )}
      {rows.map((row, index) => {
        const label = `Certification ${index + 1}`;
        return (
          <Card key={row.key} withBorder padding="md" radius="md" role="group" aria-label={label}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm" component="h3">
                {label}
              </Text>
              <CloseButton aria-label={`Remove certification ${index + 1}`} onClick={() => onRemove(index)} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Title" withAsterisk {...field(`certifications.${index}.title`)} />
              <TextInput label="Issued date" type="date" {...field(`certifications.${index}.issued`)} />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Description"
              autosize
              minRows={2}
              {...field(`certifications.${index}.description`)}
            />
          </Card>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          Add certification
        </Button>
      </Group>
    </Stack>
  );
}
