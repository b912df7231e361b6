import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { MODES, placementMessages as pm, type Workshop, workshopInputSchema } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import type { WorkshopFields } from '../placements/placement-api';
import { FormActions } from '../shared/form-actions';
import { FormSection, focusFirstInvalid } from '../shared/form-section';
import { fieldErrors } from '../shared/schema-errors';
import type { TaskResult } from '../shared/use-busy-task';

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
  const [values, setValues] = useState<Values>(() => valuesOf(workshop));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (name: keyof Values, value: string | number | null) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const text = (name: TextField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = workshopInputSchema.safeParse({ ...values, course_mode: values.course_mode ?? '' });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      onInvalid(
        Object.values(found).includes(pm.workshopInvalid)
          ? pm.workshopInvalid
          : (Object.values(found)[0] ?? pm.workshopInvalid),
      );
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await onSubmit(parsed.data);
    if (result.ok) setValues(valuesOf(null));
  };

  return (
    <FormSection
      title={editing ? `Edit workshop: ${workshop.title}` : 'Add a workshop'}
      editKey={workshop?.id}
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit workshop' : 'Add a workshop'}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <TextInput label="Title" required maxLength={255} {...text('title')} />
            <TextInput label="Trainer" required maxLength={255} {...text('trainer')} />
            <Select
              label="Mode"
              required
              data={MODES}
              placeholder="Choose a mode"
              allowDeselect={false}
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
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} maxLength={5000} {...text('description')} />
          <Textarea label="Opportunities" autosize minRows={2} maxLength={2000} {...text('opportunities')} />
          <FormActions
            submitLabel={editing ? 'Update workshop' : 'Create workshop'}
            editing={editing}
            busy={busy}
            loading={busy}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormSection>
  );
}
