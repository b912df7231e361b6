import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { catalogueAdminMessages as m, type SyllabusEntry, syllabusInputSchema } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import type { TaskResult } from '../shared/use-busy-task';
import type { SyllabusFields } from './syllabus-api';

interface SyllabusFormValues {
  week_number: number | string;
  title: string;
  /** Typed with commas; sent as a list (spec 001 §5). */
  topics: string;
}

interface SyllabusFormProps {
  courseId: number | null;
  /** The entry being edited, or null to add one. */
  entry: SyllabusEntry | null;
  /** Weeks the course's other entries teach: a second entry for one is refused (the server says so too). */
  takenWeeks: number[];
  busy: boolean;
  onSubmit: (fields: SyllabusFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  onInvalid: (message: string, courseMissing: boolean) => void;
}

const validateFields = schemaResolver(syllabusInputSchema.omit({ course_title_id: true }), { sync: true });

const valuesOf = (entry: SyllabusEntry | null): SyllabusFormValues =>
  entry
    ? { week_number: entry.week_number, title: entry.title, topics: entry.topics.join(', ') }
    : { week_number: '', title: '', topics: '' };

/** Spec 001 §2 Syllabus tab: add or edit one week of the selected course. */
export function SyllabusForm({
  courseId,
  entry,
  takenWeeks,
  busy,
  onSubmit,
  onCancel,
  onInvalid,
}: SyllabusFormProps) {
  const editing = entry !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<SyllabusFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(entry),
    validate: (values) => {
      const errors = validateFields(values);
      const week = Number(values.week_number);
      if (!errors.week_number && takenWeeks.includes(week)) errors.week_number = m.syllabusWeekTaken(week);
      return errors;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { hasErrors, errors } = form.validate();
    if (courseId === null || hasErrors) {
      // A taken week is the one refusal the general message would not explain.
      const taken = Object.values(errors).find((e) => typeof e === 'string' && e !== m.syllabusWeekInvalid);
      const onlyWeek = Object.keys(errors).length === 1 && errors.week_number !== undefined;
      const message =
        courseId === null ? m.syllabusSelectCourse : onlyWeek && taken ? String(taken) : m.syllabusInvalid;
      onInvalid(message, courseId === null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    const result = await onSubmit(
      syllabusInputSchema.parse({ ...form.getValues(), course_title_id: courseId }),
    );
    setSubmitting(false);
    if (result.ok) form.reset();
    else if (result.error instanceof ApiRequestError) applyFieldErrors(form, result.error);
  };

  return (
    <AdminForm
      title={editing ? `Edit week ${entry.week_number}` : 'Add a syllabus week'}
      editKey={entry?.id}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={editing ? 'Update syllabus' : 'Add syllabus'}
      editing={editing}
      busy={busy}
      loading={submitting}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Week number"
          required
          min={1}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps('week_number')}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
      </SimpleGrid>
      <Textarea
        label="Topics"
        description="Separate topics with commas"
        required
        autosize
        minRows={2}
        {...form.getInputProps('topics')}
      />
    </AdminForm>
  );
}
