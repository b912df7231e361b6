import { Progress, Stack, Text } from '@mantine/core';
import { type PasswordOwner, passwordStrength } from '@skillpath/contract';
import type { ReactNode } from 'react';

const COLORS = ['red.8', 'red.7', 'orange.7', 'teal.7', 'green.8'] as const;

interface PasswordStrengthMeterProps {
  value: string;
  /** Whose password: their name and address make a password weak. */
  owner?: PasswordOwner;
  /** The field's own error, when shown: the meter then does not repeat the same reason. */
  fieldError?: ReactNode;
}

/**
 * How strong the new password being typed is, and why it is refused (the contract's policy): under
 * every new-password field. Nothing is shown while the field is empty or the dictionaries load.
 */
export function PasswordStrengthMeter({ value, owner, fieldError }: PasswordStrengthMeterProps) {
  const strength = value ? passwordStrength(value, owner) : undefined;
  if (!strength) return null;
  const { score, label, problem } = strength;
  // Not "Password …": the field above is the one labelled Password.
  const text = `Strength: ${label}`;
  return (
    <Stack gap={4}>
      <Progress.Root size="sm">
        <Progress.Section
          value={(score + 1) * 20}
          color={COLORS[score]}
          aria-label={text}
          aria-valuetext={label}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed" aria-live="polite">
        {text}
        {problem && problem !== fieldError ? `. ${problem}` : ''}
      </Text>
    </Stack>
  );
}
