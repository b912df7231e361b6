import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { assessmentMessages as am, type Domain, domainInputSchema } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { testBankScreenMessages as sm } from '../shared/admin-messages';
import { FormActions } from '../shared/form-actions';
import { FormSection } from '../shared/form-section';
import { imageFileProblem } from '../shared/image-file';
import { ImageFileInput } from '../shared/image-file-input';
import type { TaskResult } from '../shared/use-busy-task';
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
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const parsed = domainInputSchema.safeParse({ name, description });
  const nameError =
    attempted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'name') : undefined;
  const needsImage = editing && !image;

  const chooseImage = (file: File | null) => {
    setImage(file);
    setImageError(file ? imageFileProblem(file) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success || imageError || needsImage) return;
    const result = await onSubmit(parsed.data, image);
    if (result.ok) {
      setName('');
      setDescription('');
      setImage(null);
      setAttempted(false);
    }
  };

  const currentImage = domain ? imageFileName(domain.image) : '';

  return (
    <FormSection title={editing ? `Edit domain: ${domain.name}` : 'Add a domain'} editKey={domain?.id}>
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit domain' : 'Add a domain'}>
        <Stack gap="md">
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
            value={image}
            onChange={chooseImage}
            required={editing}
            error={imageError ?? (editing && attempted && !image ? am.domainImageRequired : undefined)}
            description={editing ? am.domainImageRequired : 'Optional'}
          />
          {editing && (
            <Text size="sm" c="dimmed">
              {currentImage ? sm.currentImage(currentImage) : am.noImage}
            </Text>
          )}
          <FormActions
            submitLabel={editing ? 'Update domain' : 'Create domain'}
            editing={editing}
            busy={busy}
            disabled={busy || needsImage}
            loading={busy}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormSection>
  );
}
