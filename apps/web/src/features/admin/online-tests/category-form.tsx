import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type Category, categoryInputSchema, type Section } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../shared/form-actions';
import type { TaskResult } from '../shared/use-busy-task';
import type { CategoryFields } from './test-bank-api';

interface CategoryFormProps {
  domainId: number;
  category: Category | null;
  busy: boolean;
  onSubmit: (fields: CategoryFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
}

const kinds = [
  { value: 'aptitude', label: 'Aptitude' },
  { value: 'domain', label: 'Domain' },
];

/** Spec 001 §5 category form: a name (required) and which section of the exam it feeds. */
export function CategoryForm({ domainId, category, busy, onSubmit, onCancel }: CategoryFormProps) {
  const editing = category !== null;
  const [name, setName] = useState(category?.name ?? '');
  const [kind, setKind] = useState<Section>(category?.kind ?? 'domain');
  const [attempted, setAttempted] = useState(false);
  const parsed = categoryInputSchema.safeParse({ name, domain_id: domainId, kind });
  const nameError =
    attempted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'name') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success) return;
    const result = await onSubmit(parsed.data);
    if (result.ok) {
      setName('');
      setAttempted(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit category' : 'Add a category'}>
      <Stack gap="sm">
        <Text fw={600}>{editing ? `Edit category: ${category.name}` : 'Add a category'}</Text>
        <Group align="flex-start" gap="md">
          <TextInput
            label="Category name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError?.message}
            maxLength={100}
            miw={240}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="category-kind-label">
              Section
            </Text>
            <SegmentedControl
              aria-labelledby="category-kind-label"
              data={kinds}
              value={kind}
              onChange={(value) => setKind(value as Section)}
            />
          </Stack>
        </Group>
        <FormActions
          submitLabel={editing ? 'Update category' : 'Create category'}
          editing={editing}
          busy={busy}
          loading={busy}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
