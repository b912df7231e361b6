import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Course, courseInputSchema, MODES, catalogueAdminMessages as m } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { FormActions } from '../shared/form-actions';
import { FormSection, focusFirstInvalid } from '../shared/form-section';
import { imageFileProblem } from '../shared/image-file';
import { ImageFileInput } from '../shared/image-file-input';
import type { TaskResult } from '../shared/use-busy-task';
import type { CourseFields } from './course-api';
import { type CourseFormValues, courseValuesOf, emptyCourseValues } from './course-form-values';

interface CourseFormProps {
  /** The course being edited, or null to create one. */
  course: Course | null;
  busy: boolean;
  onSubmit: (fields: CourseFields, image: File | null) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  /** Puts the spec's refusal in the red banner. */
  onInvalid: (message: string) => void;
}

const validate = schemaResolver(courseInputSchema, { sync: true });

/**
 * Spec 001 §2, §5: the course create/edit form. Create takes an optional image; edit is prefilled and
 * needs a new image file.
 */
export function CourseForm({ course, busy, onSubmit, onCancel, onInvalid }: CourseFormProps) {
  const editing = course !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CourseFormValues>({
    mode: 'controlled',
    initialValues: course ? courseValuesOf(course) : emptyCourseValues,
    validate,
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const imageProblem = (file: File | null) => {
    if (file) return imageFileProblem(file);
    return editing ? m.courseImageRequired : null;
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    setImageError(file ? imageFileProblem(file) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsInvalid = form.validate().hasErrors;
    const problem = imageProblem(image);
    setImageError(problem);
    if (fieldsInvalid || problem) {
      onInvalid(editing ? m.courseNeedsImage : m.courseInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    const result = await onSubmit(courseInputSchema.parse(form.getValues()), image);
    setSubmitting(false);
    if (result.ok) {
      form.reset();
      setImage(null);
      return;
    }
    if (result.error instanceof ApiRequestError) {
      applyFieldErrors(form, result.error);
      const serverImageError = result.error.fieldMessage('course_image');
      if (serverImageError) setImageError(serverImageError);
    }
  };

  return (
    <FormSection
      title={editing ? `Edit course: ${course.course_title}` : 'Add a course'}
      editKey={course?.id}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Title" required {...form.getInputProps('course_title')} />
            <TextInput label="Trainer" required {...form.getInputProps('course_trainer')} />
            <Select
              label="Mode"
              required
              data={MODES}
              placeholder="Choose a mode"
              allowDeselect={false}
              {...form.getInputProps('course_mode')}
            />
            <NumberInput
              label="Duration (hours)"
              required
              min={1}
              allowNegative={false}
              {...form.getInputProps('course_duration')}
            />
            <TextInput label="Language" required {...form.getInputProps('course_language')} />
            <TextInput label="Related domains" required {...form.getInputProps('course_related_domains')} />
            <TextInput
              label="Top companies"
              description="Optional, separated by commas"
              {...form.getInputProps('course_top_com')}
            />
            <ImageFileInput
              label="Course image"
              value={image}
              onChange={chooseImage}
              error={imageError}
              required={editing}
              description={editing ? 'Upload a new image: it replaces the current one.' : 'Optional'}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            {...form.getInputProps('course_description')}
          />
          <Textarea
            label="Opportunities"
            required
            autosize
            minRows={2}
            {...form.getInputProps('course_opportunities')}
          />
          <FormActions
            submitLabel={editing ? 'Update course' : 'Create course'}
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
