import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { placementMessages as pm, type Workshop, workshopInputSchema } from '@skillpath/contract';
import { type FormEvent, useRef } from 'react';
import type { WorkshopFields } from '../placements/placement-api';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import { ModeSelect } from '../shared/mode-select';
import { fieldErrors, refusalMessage } from '../shared/schema-errors';
import type { TaskResult } from '../shared/use-busy-task';
import { useFieldValues } from '../shared/use-field-values';

type TextField =
  | 'title'
  | 'trainer'
  | 'date'
  | 'time'
  | 'admin_closing_date'
  | 'duration'
  | 'available_languages'
  | 'description'
  | 'opportunities';
type Values = Record<TextField, string> & {
  course_mode: string | null;
  already_enrolled: string | number;
  capacity: string | number;
  fee: string | number;
};

const valuesOf = (w: Workshop | null): Values => ({
  title: w?.title ?? '',
  trainer: w?.trainer ?? '',
  course_mode: w?.course_mode ?? null,
  date: w?.date ?? '',
  time: w?.time ?? '',
  admin_closing_date: w?.admin_closing_date ?? '',
  duration: w?.duration ?? '',
  available_languages: w?.available_languages ?? '',
  already_enrolled: w?.already_enrolled ?? 0,
  capacity: w?.capacity ?? 50,
  fee: w?.fee ?? 0,
  description: w?.description ?? '',
  opportunities: w?.opportunities ?? '',
});

interface WorkshopFormProps {
  workshop: Workshop | null;
  busy: boolean;
  onSubmit: (fields: WorkshopFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}

/** Spec 001 §3, §5 workshop form: title, trainer, mode and date are required; enrolled is at least 0. */
export function WorkshopForm({ workshop, busy, onSubmit, onCancel, onInvalid }: WorkshopFormProps) {
  const editing = workshop !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set, text } = useFieldValues(() => valuesOf(workshop));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = workshopInputSchema.safeParse({ ...values, course_mode: values.course_mode ?? '' });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      onInvalid(refusalMessage(found, pm.workshopInvalid));
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await onSubmit(parsed.data);
    if (result.ok) setValues(valuesOf(null));
  };

  return (
    <AdminForm
      title={editing ? `Edit workshop: ${workshop.title}` : 'Add a workshop'}
      editKey={workshop?.id}
      formRef={formRef}
      onSubmit={submit}
      aria-label={editing ? 'Edit workshop' : 'Add a workshop'}
      submitLabel={editing ? 'Update workshop' : 'Create workshop'}
      editing={editing}
      busy={busy}
      loading={busy}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput label="Title" required maxLength={255} {...text('title')} />
        <TextInput label="Trainer" required maxLength={255} {...text('trainer')} />
        <ModeSelect
          value={values.course_mode}
          onChange={(value) => set('course_mode', value)}
          error={errors.course_mode}
        />
        <TextInput label="Date" type="date" required {...text('date')} />
        <TextInput label="Time" placeholder="10:00 AM" maxLength={50} {...text('time')} />
        <TextInput label="Application Deadline" type="date" {...text('admin_closing_date')} />
        <TextInput label="Duration" placeholder="3 hours" maxLength={100} {...text('duration')} />
        <TextInput label="Available languages" maxLength={255} {...text('available_languages')} />
        <NumberInput
          label="Already enrolled"
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={values.already_enrolled}
          onChange={(value) => set('already_enrolled', value)}
          error={errors.already_enrolled}
        />
        <NumberInput
          label="Seats"
          min={1}
          allowNegative={false}
          allowDecimal={false}
          value={values.capacity}
          onChange={(value) => set('capacity', value)}
          error={errors.capacity}
        />
        <NumberInput
          label="Fee (₹)"
          description="Whole rupees; 0 makes registration free"
          min={0}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={values.fee}
          onChange={(value) => set('fee', value)}
          error={errors.fee}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxLength={5000} {...text('description')} />
      <Textarea label="Opportunities" autosize minRows={2} maxLength={2000} {...text('opportunities')} />
    </AdminForm>
  );
}
