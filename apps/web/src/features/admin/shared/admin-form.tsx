import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormActions, type FormActionsProps } from './form-actions';
import { FormSection } from './form-section';

interface AdminFormProps extends FormActionsProps {
  /** The panel's heading, e.g. "Add a course" or "Edit course: Python". */
  title: string;
  /** The id of the item being edited (see FormSection). */
  editKey?: number | null;
  /** For `focusFirstInvalid` after a refused submit. */
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A name for the form itself, where the screen gives it one. */
  'aria-label'?: string;
  /** Space between the form's blocks. */
  gap?: 'md' | 'lg';
  /** The fields. */
  children: ReactNode;
}

/** The create/edit form of an admin screen: titled panel, the fields, then submit and Cancel. */
export function AdminForm({
  title,
  editKey,
  formRef,
  onSubmit,
  'aria-label': ariaLabel,
  gap = 'md',
  children,
  ...actions
}: AdminFormProps) {
  return (
    <FormSection title={title} editKey={editKey}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
        <Stack gap={gap}>
          {children}
          <FormActions {...actions} />
        </Stack>
      </form>
    </FormSection>
  );
}
