import { schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * A Mantine form checked by a contract schema, for values that are not all strings (lists, numbers,
 * rows); lib/forms' useSchemaForm covers the all-string forms. A field shows its message once it has
 * been left, or after a submit attempt; a server message set with `form.setFieldError` wins until the
 * field changes. `submit` hands the schema's output (trimmed, parsed) to `onValid`, or focuses the first
 * field that is wrong.
 */
export function useContractForm<Values extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output>,
  initialValues: Values,
) {
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<Values>({ mode: 'controlled', initialValues });
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const schemaErrors = resolve(form.values);

  const errorOf = (path: string) =>
    form.errors[path] ?? (submitted || visited.has(path) ? schemaErrors[path] : undefined);

  const field = (path: string) => ({
    ...form.getInputProps(path, { withError: false, withFocus: false }),
    onBlur: () => setVisited((seen) => (seen.has(path) ? seen : new Set(seen).add(path))),
    error: errorOf(path),
  });

  const submit = (onValid: (output: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(form.getValues());
    if (result.success) return onValid(result.data);
    // After React has drawn the messages, take the person to the first one.
    const element = event.currentTarget;
    setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return { form, field, errorOf, submit, isValid: Object.keys(schemaErrors).length === 0 };
}

/** The input props of one field of a contract form (value, onChange, onBlur, error). */
export type ContractField = ReturnType<typeof useContractForm>['field'];
