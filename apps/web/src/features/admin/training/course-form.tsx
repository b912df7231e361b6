import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Course, courseInputSchema, catalogueAdminMessages as m } from '@skillpath/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import { ImageFileInput } from '../shared/image-file-input';
import { ModeSelect } from '../shared/mode-select';
import type { TaskResult } from '../shared/use-busy-task';
import { useImageChoice } from '../shared/use-image-choice';
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
  const image = useImageChoice();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsInvalid = form.validate().hasErrors;
    const problem = image.check(editing ? m.courseImageRequired : null);
    if (fieldsInvalid || problem) {
      onInvalid(editing ? m.courseNeedsImage : m.courseInvalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    const result = await onSubmit(courseInputSchema.parse(form.getValues()), image.file);
    setSubmitting(false);
    if (result.ok) {
      form.reset();
      image.clear();
      return;
    }
    if (result.error instanceof ApiRequestError) {
      applyFieldErrors(form, result.error);
      const serverImageError = result.error.fieldMessage('course_image');
      if (serverImageError) image.setError(serverImageError);
    }
  };

  return (
    <AdminForm
      title={editing ? `Edit course: ${course.course_title}` : 'Add a course'}
      editKey={course?.id}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={editing ? 'Update course' : 'Create course'}
      editing={editing}
      busy={busy}
      loading={submitting}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" required {...form.getInputProps('course_title')} />
        <TextInput label="Trainer" required {...form.getInputProps('course_trainer')} />
        <ModeSelect {...form.getInputProps('course_mode')} />
        <NumberInput
          label="Duration (hours)"
          required
          min={1}
          allowNegative={false}
          {...form.getInputProps('course_duration')}
        />
        <NumberInput
          label="Fee (₹)"
          description="Whole rupees; 0 makes the course free"
          min={0}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('course_fee')}
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
          value={image.file}
          onChange={image.choose}
          error={image.error}
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
    </AdminForm>
  );
}
