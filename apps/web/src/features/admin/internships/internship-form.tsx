import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Internship, internshipInputSchema, catalogueAdminMessages as m } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import { readAsDataUrl } from '../shared/image-file';
import { ImageFileInput } from '../shared/image-file-input';
import { ModeSelect } from '../shared/mode-select';
import type { TaskResult } from '../shared/use-busy-task';
import { useImageChoice } from '../shared/use-image-choice';
import type { InternshipFields } from './internship-api';
import {
  emptyInternshipValues,
  type InternshipFormValues,
  internshipValuesOf,
} from './internship-form-values';

interface InternshipFormProps {
  internship: Internship | null;
  busy: boolean;
  onSubmit: (fields: InternshipFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}

const validate = schemaResolver(internshipInputSchema.omit({ internship_card_image: true }), { sync: true });

/**
 * Spec 001 §2, §5: the internship create/edit form. The card image is read into a data URL here;
 * it is required on create and optional on edit (without one the current image stays).
 */
export function InternshipForm({ internship, busy, onSubmit, onCancel, onInvalid }: InternshipFormProps) {
  const editing = internship !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const image = useImageChoice();
  const form = useForm<InternshipFormValues>({
    mode: 'controlled',
    initialValues: internship ? internshipValuesOf(internship) : emptyInternshipValues,
    validate,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsInvalid = form.validate().hasErrors;
    const problem = image.check(editing ? null : m.internshipImageRequired);
    if (fieldsInvalid || problem) {
      onInvalid(m.internshipInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    let cardImage = '';
    try {
      if (image.file) cardImage = await readAsDataUrl(image.file);
    } catch {
      setSubmitting(false);
      image.setError(m.imageInvalid);
      return;
    }
    const result = await onSubmit(
      internshipInputSchema.parse({ ...form.getValues(), internship_card_image: cardImage }),
    );
    setSubmitting(false);
    if (result.ok) {
      form.reset();
      image.clear();
    } else if (result.error instanceof ApiRequestError) {
      applyFieldErrors(form, result.error);
      const serverImageError = result.error.fieldMessage('internship_card_image');
      if (serverImageError) image.setError(serverImageError);
    }
  };

  return (
    <AdminForm
      title={editing ? `Edit internship: ${internship.internship_title}` : 'Add an internship'}
      editKey={internship?.id}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={editing ? 'Update internship' : 'Create internship'}
      editing={editing}
      busy={busy}
      loading={submitting}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" required {...form.getInputProps('internship_title')} />
        <TextInput label="Mentor" required {...form.getInputProps('internship_mentor')} />
        <TextInput label="Mentor qualification" {...form.getInputProps('intern_mentor_qualification')} />
        <ModeSelect {...form.getInputProps('internship_mode')} />
        <NumberInput
          label="Fee (₹)"
          description="0 shows as Performance-based"
          min={0}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('internship_fee')}
        />
        <TextInput
          label="Duration"
          placeholder="2 Months"
          required
          {...form.getInputProps('internship_duration')}
        />
        <TextInput label="Language" required {...form.getInputProps('internship_language')} />
        <TextInput
          label="Related domains"
          required
          {...form.getInputProps('internship_explore_related_domains')}
        />
        <ImageFileInput
          label="Card image"
          value={image.file}
          onChange={image.choose}
          error={image.error}
          required={!editing}
          description={editing ? 'Optional: without a new image the current one stays.' : undefined}
        />
      </SimpleGrid>
      <Textarea
        label="What You Get"
        description="Separate items with commas"
        required
        autosize
        minRows={2}
        {...form.getInputProps('internship_wyg')}
      />
      <Textarea
        label="Requirements"
        description="Separate items with commas"
        required
        autosize
        minRows={2}
        {...form.getInputProps('internship_requirements')}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        {...form.getInputProps('internship_description')}
      />
      <Textarea
        label="FAQs"
        description="Write each as “Question? Answer.” and separate them with |"
        required
        autosize
        minRows={2}
        {...form.getInputProps('internship_faqs')}
      />
    </AdminForm>
  );
}
