import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { ApiRequestError } from './api';

/**
 * A Mantine form validated by a contract schema. A field shows its message once it has been left
 * (touched) and then follows every change; server messages set with `form.setFieldError` win until the
 * field changes. `isValid` drives the disabled state of submit buttons. Submitted values are the
 * schema's output (trimmed, lower-cased e-mail).
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  schema: z.ZodType<Output, Values>,
  initialValues: Values,
) {
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<Values, Output>({
    mode: 'controlled',
    initialValues,
    validate: resolve,
    touchTrigger: 'focus',
    transformValues: (values) => schema.parse(values),
  });
  const schemaErrors = resolve(form.values);

  const field = (name: keyof Values & string) => ({
    ...form.getInputProps(name, { withError: false, withFocus: false }),
    onBlur: () => form.setTouched((touched) => ({ ...touched, [name]: true })),
    error: form.errors[name] ?? (form.isTouched(name) ? schemaErrors[name] : undefined),
  });

  return { form, field, isValid: Object.keys(schemaErrors).length === 0 };
}

/** Puts the server's field messages on the form's own fields; false when none of them fits. */
export function applyFieldErrors<Values>(
  form: UseFormReturnType<Values, unknown>,
  error: ApiRequestError,
): boolean {
  const values = form.getValues() as Record<string, unknown>;
  const fitting = Object.entries(error.fields).filter(([name, messages]) => name in values && messages[0]);
  for (const [name, messages] of fitting) form.setFieldError(name as never, messages[0]);
  return fitting.length > 0;
}
