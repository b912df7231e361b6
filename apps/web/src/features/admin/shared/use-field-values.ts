import { useState } from 'react';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The values of an admin form checked by its contract schema on submit, and the message of each
 * field; changing a field clears its message. `text` wires a text input.
 */
export function useFieldValues<V extends Record<string, unknown>>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors(({ [name as string]: _, ...rest }) => rest);
  };
  const text = (name: TextKey<V>) => ({
    value: values[name] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(name, event.currentTarget.value as V[typeof name]),
    error: errors[name as string],
  });

  return { values, setValues, errors, setErrors, set, text };
}
