import { Paper, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './form-section.module.css';

interface FormSectionProps {
  title: string;
  /** The id of the card being edited: when it changes, the form comes into view with the focus in it. */
  editKey?: number | string | null;
  children: ReactNode;
}

/** The create/edit form of an admin screen, in a titled panel. */
export function FormSection({ title, editKey, children }: FormSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (editKey === null || editKey === undefined) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    ref.current
      ?.querySelector<HTMLElement>('input:not([type="file"]), textarea')
      ?.focus({ preventScroll: true });
  }, [editKey]);

  return (
    <Paper
      component="section"
      ref={ref}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      className={classes.section}
    >
      <Title order={2} size="h4" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** After a refused submit, puts the focus on the first field that says what is wrong. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
