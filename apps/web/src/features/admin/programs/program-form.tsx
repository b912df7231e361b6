import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { catalogueAdminMessages as m, type Program, programInputSchema } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import type { TaskResult } from '../shared/use-busy-task';
import { CurriculumFields } from './curriculum-fields';
import type { ProgramFields } from './program-api';
import {
  emptyProgramValues,
  type ProgramFormValues,
  programInputOf,
  programValuesOf,
} from './program-form-values';

interface ProgramFormProps {
  /** The program being edited, or null to create one. */
  program: Program | null;
  busy: boolean;
  onSubmit: (fields: ProgramFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  /** Puts the refusal in the red banner. */
  onInvalid: (message: string) => void;
}

/** Each message where its field shows it: a feature's message on the features box, a week's on its input. */
function schemaErrors(values: ProgramFormValues): Record<string, string> {
  const parsed = programInputSchema.safeParse(programInputOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === 'curriculum' ? issue.path.slice(0, 3) : issue.path.slice(0, 1);
    const key = path.join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The program create/edit form: the card's facts, its price in rupees and the weekly curriculum. */
export function ProgramForm({ program, busy, onSubmit, onCancel, onInvalid }: ProgramFormProps) {
  const editing = program !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProgramFormValues>({
    mode: 'controlled',
    initialValues: program ? programValuesOf(program) : emptyProgramValues(),
    validate: schemaErrors,
  });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) {
      onInvalid(m.programInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    const result = await onSubmit(programInputSchema.parse(programInputOf(form.getValues())));
    setSubmitting(false);
    if (result.ok) form.setValues(emptyProgramValues());
    else if (result.error instanceof ApiRequestError) applyFieldErrors(form, result.error);
  };

  return (
    <AdminForm
      title={editing ? `Edit program: ${program.title}` : 'Add a program'}
      editKey={program?.id}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={editing ? 'Update program' : 'Create program'}
      editing={editing}
      busy={busy}
      loading={submitting}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" required maxLength={255} {...form.getInputProps('title')} />
        <TextInput
          label="Duration"
          placeholder="60 Days"
          required
          maxLength={100}
          {...form.getInputProps('duration')}
        />
        <NumberInput
          label="Price (₹)"
          description="Whole rupees, as listed on the card"
          required
          min={1}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('price')}
        />
        <NumberInput
          label="Position"
          description="Lower comes first on the page"
          min={0}
          max={1000}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps('position')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
      <Textarea
        label="Features"
        description="One a line; the card lists them"
        autosize
        minRows={3}
        {...form.getInputProps('features')}
      />
      <CurriculumFields form={form} />
    </AdminForm>
  );
}
