import { Text, Textarea, TextInput } from '@mantine/core';
import { assessmentMessages as am, type Domain, domainInputSchema } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { AdminForm } from '../shared/admin-form';
import { testBankScreenMessages as sm } from '../shared/admin-messages';
import { ImageFileInput } from '../shared/image-file-input';
import type { TaskResult } from '../shared/use-busy-task';
import { useImageChoice } from '../shared/use-image-choice';
import { type DomainFields, imageFileName } from './test-bank-api';

interface DomainFormProps {
  /** The domain being edited, or null to create one. */
  domain: Domain | null;
  busy: boolean;
  onSubmit: (fields: DomainFields, image: File | null) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
}

/**
 * Spec 001 §4–§5 domain form: the name is required (its message shows after a submit attempt). In edit
 * mode the name is prefilled, the current image's file name is shown, and submit stays disabled until
 * a new image is chosen.
 */
export function DomainForm({ domain, busy, onSubmit, onCancel }: DomainFormProps) {
  const editing = domain !== null;
  const [name, setName] = useState(domain?.name ?? '');
  const [description, setDescription] = useState(domain?.description ?? '');
  const image = useImageChoice();
  const [attempted, setAttempted] = useState(false);

  const parsed = domainInputSchema.safeParse({ name, description });
  const nameError =
    attempted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'name') : undefined;
  const needsImage = editing && !image.file;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success || image.error || needsImage) return;
    const result = await onSubmit(parsed.data, image.file);
    if (result.ok) {
      setName('');
      setDescription('');
      image.clear();
      setAttempted(false);
    }
  };

  const currentImage = domain ? imageFileName(domain.image) : '';

  return (
    <AdminForm
      title={editing ? `Edit domain: ${domain.name}` : 'Add a domain'}
      editKey={domain?.id}
      onSubmit={submit}
      aria-label={editing ? 'Edit domain' : 'Add a domain'}
      submitLabel={editing ? 'Update domain' : 'Create domain'}
      editing={editing}
      busy={busy}
      disabled={busy || needsImage}
      loading={busy}
      onCancel={onCancel}
    >
      <TextInput
        label="Domain name"
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError?.message}
        maxLength={100}
      />
      <Textarea
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <ImageFileInput
        label="Domain image"
        value={image.file}
        onChange={image.choose}
        required={editing}
        error={image.error ?? (editing && attempted && !image.file ? am.domainImageRequired : undefined)}
        description={editing ? am.domainImageRequired : 'Optional'}
      />
      {editing && (
        <Text size="sm" c="dimmed">
          {currentImage ? sm.currentImage(currentImage) : am.noImage}
        </Text>
      )}
    </AdminForm>
  );
}
