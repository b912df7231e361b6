import { SimpleGrid, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type Batch, batchInputSchema, catalogueAdminMessages as m } from '@skillpath/contract';
import { type FormEvent, useRef } from 'react';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import { ImageFileInput } from '../shared/image-file-input';
import { ModeSelect } from '../shared/mode-select';
import type { TaskResult } from '../shared/use-busy-task';
import { useImageChoice } from '../shared/use-image-choice';
import type { BatchFields } from './batch-api';

interface BatchFormValues {
  name: string;
  instructor: string;
  mode: string | null;
  /** YYYY-MM-DD, from the browser's date picker. */
  startDate: string;
  timings: string;
  category: string;
}

interface BatchFormProps {
  batch: Batch | null;
  busy: boolean;
  onSubmit: (fields: BatchFields, image: File | null) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}

const schemaErrors = schemaResolver(batchInputSchema, { sync: true });

/** The contract says 'Please fill in all required fields.' for each; beside a field, say it of that field. */
function validate(values: BatchFormValues): FormErrors {
  return Object.fromEntries(
    Object.entries(schemaErrors(values)).map(([field, message]) => [
      field,
      message === m.batchInvalid ? m.fieldRequired : message,
    ]),
  );
}

const valuesOf = (batch: Batch | null): BatchFormValues => ({
  name: batch?.name ?? '',
  instructor: batch?.instructor ?? '',
  mode: batch?.mode ?? null,
  startDate: batch?.startDate ?? '',
  timings: batch?.timings ?? '',
  category: batch?.category ?? '',
});

/** Spec 001 §2 Admin Batches Management form; the submit button reads 'Processing...' while busy. */
export function BatchForm({ batch, busy, onSubmit, onCancel, onInvalid }: BatchFormProps) {
  const editing = batch !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const image = useImageChoice();
  const form = useForm<BatchFormValues>({ mode: 'controlled', initialValues: valuesOf(batch), validate });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsInvalid = form.validate().hasErrors;
    const problem = image.check();
    if (fieldsInvalid || problem) {
      if (fieldsInvalid) onInvalid(m.batchInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await onSubmit(batchInputSchema.parse(form.getValues()), image.file);
    if (result.ok) {
      form.reset();
      image.clear();
    }
  };

  return (
    <AdminForm
      title={editing ? `Edit batch: ${batch.name}` : 'Add a batch'}
      editKey={batch?.id}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={busy ? 'Processing...' : editing ? 'Update batch' : 'Create batch'}
      editing={editing}
      busy={busy}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Instructor" required {...form.getInputProps('instructor')} />
        <ModeSelect {...form.getInputProps('mode')} />
        <TextInput label="Start date" type="date" required {...form.getInputProps('startDate')} />
        <TextInput label="Timings" placeholder="Mon–Fri, 7–9 PM" {...form.getInputProps('timings')} />
        <TextInput label="Category" {...form.getInputProps('category')} />
        <ImageFileInput
          label="Batch image"
          value={image.file}
          onChange={image.choose}
          error={image.error}
          description={editing ? 'Optional: without a new image the current one stays.' : 'Optional'}
        />
      </SimpleGrid>
    </AdminForm>
  );
}
