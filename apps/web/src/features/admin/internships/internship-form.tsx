import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Internship,
  internshipInputSchema,
  MODES,
  catalogueAdminMessages as m,
} from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { FormActions } from '../shared/form-actions';
import { FormSection, focusFirstInvalid } from '../shared/form-section';
import { imageFileProblem, readAsDataUrl } from '../shared/image-file';
import { ImageFileInput } from '../shared/image-file-input';
import type { TaskResult } from '../shared/use-busy-task';
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
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<InternshipFormValues>({
    mode: 'controlled',
    initialValues: internship ? internshipValuesOf(internship) : emptyInternshipValues,
    validate,
  });

  const chooseImage = (file: File | null) => {
    setImage(file);
    setImageError(file ? imageFileProblem(file) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsInvalid = form.validate().hasErrors;
    const problem = image ? imageFileProblem(image) : editing ? null : m.internshipImageRequired;
    setImageError(problem);
    if (fieldsInvalid || problem) {
      onInvalid(m.internshipInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    let cardImage = '';
    try {
      if (image) cardImage = await readAsDataUrl(image);
    } catch {
      setSubmitting(false);
      setImageError(m.imageInvalid);
      return;
    }
    const result = await onSubmit(
      internshipInputSchema.parse({ ...form.getValues(), internship_card_image: cardImage }),
    );
    setSubmitting(false);
    if (result.ok) {
      form.reset();
      setImage(null);
    } else if (result.error instanceof ApiRequestError) {
      applyFieldErrors(form, result.error);
      const serverImageError = result.error.fieldMessage('internship_card_image');
      if (serverImageError) setImageError(serverImageError);
    }
  };

  return (
    <FormSection
      title={editing ? `Edit internship: ${internship.internship_title}` : 'Add an internship'}
      editKey={internship?.id}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Title" required {...form.getInputProps('internship_title')} />
            <TextInput label="Mentor" required {...form.getInputProps('internship_mentor')} />
            <TextInput label="Mentor qualification" {...form.getInputProps('intern_mentor_qualification')} />
            <Select
              label="Mode"
              required
              data={MODES}
              placeholder="Choose a mode"
              allowDeselect={false}
              {...form.getInputProps('internship_mode')}
            />
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
              value={image}
              onChange={chooseImage}
              error={imageError}
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
          <FormActions
            submitLabel={editing ? 'Update internship' : 'Create internship'}
            editing={editing}
            busy={busy}
            loading={submitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormSection>
  );
}
