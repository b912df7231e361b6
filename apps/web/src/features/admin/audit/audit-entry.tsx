import { Stack, Text } from '@mantine/core';
import { type auditEntrySchema, auditKindLabels } from '@skillpath/contract';
import type { z } from 'zod';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const verbLabels = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  retried: 'Retried',
} as const;

/** An API field name as a person reads it: `course_fee` → "course fee". */
const fieldName = (field: string) => field.replace(/_/g, ' ');

/** What happened, as a sentence: "Updated Workshop “Interview Skills” (#4)", then the changed fields. */
export function AuditWhat({ entry }: { entry: AuditEntry }) {
  const kind = auditKindLabels[entry.kind];
  const record = entry.label ? `“${entry.label}”` : '';
  const id = entry.entity_id === null ? '' : `(#${entry.entity_id})`;
  return (
    <Stack gap={2}>
      <Text size="sm">{[verbLabels[entry.verb], kind, record, id].filter(Boolean).join(' ')}</Text>
      {entry.changed.length > 0 && (
        <Text size="xs" c="dimmed">
          Changed: {entry.changed.map(fieldName).join(', ')}
        </Text>
      )}
      {entry.detail && (
        <Text size="xs" c="dimmed">
          {entry.detail}
        </Text>
      )}
    </Stack>
  );
}
