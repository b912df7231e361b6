import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  JOB_MODES,
  type Placement,
  placementInputSchema,
  placementMessages as pm,
} from '@skillpath/contract';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { AdminForm } from '../shared/admin-form';
import { focusFirstInvalid } from '../shared/form-section';
import { imageFileProblem, readAsDataUrl } from '../shared/image-file';
import { ImageFileInput } from '../shared/image-file-input';
import { fieldErrors, refusalMessage } from '../shared/schema-errors';
import type { TaskResult } from '../shared/use-busy-task';
import { useFieldValues } from '../shared/use-field-values';
import type { PlacementFields } from './placement-api';

type TextField =
  | 'placement_location'
  | 'placement_keyword'
  | 'placement_search_button'
  | 'placement_category_title'
  | 'placement_category_description'
  | 'placement_featuredjob_title'
  | 'placement_featuredjob_company'
  | 'placement_featuredjob_location'
  | 'placement_featuredjob_mode'
  | 'placement_featuredjob_posted';
type CountField = 'placement_jobs_posted' | 'placement_tasks_posted' | 'placement_freelancer';
type Values = Record<TextField, string> & Record<CountField, string | number>;

const valuesOf = (p: Placement | null): Values => ({
  placement_location: p?.placement_location ?? '',
  placement_keyword: p?.placement_keyword ?? '',
  placement_search_button: p?.placement_search_button ?? '',
  placement_category_title: p?.placement_category_title ?? '',
  placement_category_description: p?.placement_category_description ?? '',
  placement_featuredjob_title: p?.placement_featuredjob_title ?? '',
  placement_featuredjob_company: p?.placement_featuredjob_company ?? '',
  placement_featuredjob_location: p?.placement_featuredjob_location ?? '',
  placement_featuredjob_mode: p?.placement_featuredjob_mode || 'Fulltime',
  placement_featuredjob_posted: p?.placement_featuredjob_posted ?? '',
  placement_jobs_posted: p?.placement_jobs_posted ?? 0,
  placement_tasks_posted: p?.placement_tasks_posted ?? 0,
  placement_freelancer: p?.placement_freelancer ?? 0,
});

/** One titled part of the placement form. */
function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface PlacementFormProps {
  placement: Placement | null;
  busy: boolean;
  onSubmit: (fields: PlacementFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}

/**
 * Spec 001 §3, §5 placement card form: category title, featured job title and company are required;
 * counts are at least 0; the mode is Parttime or Fulltime. A picture left empty keeps the current one.
 */
export function PlacementForm({ placement, busy, onSubmit, onCancel, onInvalid }: PlacementFormProps) {
  const editing = placement !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set, text } = useFieldValues(() => valuesOf(placement));
  const [categoryImage, setCategoryImage] = useState<File | null>(null);
  const [jobImage, setJobImage] = useState<File | null>(null);

  const count = (name: CountField, label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      value={values[name]}
      onChange={(value) => set(name, value)}
      error={errors[name]}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const imageErrors: Record<string, string> = {};
    const categoryProblem = categoryImage && imageFileProblem(categoryImage);
    const jobProblem = jobImage && imageFileProblem(jobImage);
    if (categoryProblem) imageErrors.placement_category_img = categoryProblem;
    if (jobProblem) imageErrors.placement_featuredjob_img = jobProblem;
    const parsed = placementInputSchema.safeParse({
      ...values,
      placement_category_img: categoryImage && !categoryProblem ? await readAsDataUrl(categoryImage) : '',
      placement_featuredjob_img: jobImage && !jobProblem ? await readAsDataUrl(jobImage) : '',
    });
    if (!parsed.success || categoryProblem || jobProblem) {
      const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...imageErrors };
      setErrors(found);
      onInvalid(refusalMessage(found, pm.placementInvalid));
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await onSubmit(parsed.data);
    if (result.ok) {
      setValues(valuesOf(null));
      setCategoryImage(null);
      setJobImage(null);
    }
  };

  const keepNote = editing ? 'Optional: without a new picture the current one stays.' : 'Optional';

  return (
    <AdminForm
      title={editing ? `Edit placement: ${placement.placement_featuredjob_title}` : 'Add a placement'}
      editKey={placement?.id}
      formRef={formRef}
      onSubmit={submit}
      aria-label={editing ? 'Edit placement' : 'Add a placement'}
      gap="lg"
      submitLabel={editing ? 'Update placement' : 'Create placement'}
      editing={editing}
      busy={busy}
      loading={busy}
      onCancel={onCancel}
    >
      <FormPart title="Category">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Category title" required maxLength={255} {...text('placement_category_title')} />
          <ImageFileInput
            label="Category picture"
            value={categoryImage}
            onChange={setCategoryImage}
            error={errors.placement_category_img}
            description={keepNote}
          />
        </SimpleGrid>
        <Textarea
          label="Category description"
          autosize
          minRows={2}
          maxLength={2000}
          {...text('placement_category_description')}
        />
      </FormPart>
      <FormPart title="Featured job">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Job title" required maxLength={255} {...text('placement_featuredjob_title')} />
          <TextInput label="Company" required maxLength={255} {...text('placement_featuredjob_company')} />
          <TextInput label="Job location" maxLength={255} {...text('placement_featuredjob_location')} />
          <Select
            label="Job mode"
            required
            data={[...JOB_MODES]}
            allowDeselect={false}
            value={values.placement_featuredjob_mode}
            onChange={(value) => set('placement_featuredjob_mode', value ?? '')}
            error={errors.placement_featuredjob_mode}
          />
          <TextInput label="Posted on" type="date" {...text('placement_featuredjob_posted')} />
          <ImageFileInput
            label="Job picture"
            value={jobImage}
            onChange={setJobImage}
            error={errors.placement_featuredjob_img}
            description={keepNote}
          />
        </SimpleGrid>
      </FormPart>
      <FormPart title="Search and counts">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="Location" maxLength={255} {...text('placement_location')} />
          <TextInput label="Keyword" maxLength={255} {...text('placement_keyword')} />
          <TextInput
            label="Search link"
            type="url"
            placeholder="https://"
            {...text('placement_search_button')}
          />
          {count('placement_jobs_posted', 'Jobs posted')}
          {count('placement_tasks_posted', 'Tasks posted')}
          {count('placement_freelancer', 'Freelancers')}
        </SimpleGrid>
      </FormPart>
    </AdminForm>
  );
}
