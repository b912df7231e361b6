import { Progress, Stack, Text } from '@mantine/core';
import { passwordStrength } from '@skillpath/contract';

const COLORS = ['red.8', 'red.7', 'orange.7', 'teal.7', 'green.8'] as const;

/**
 * How strong the password being typed is (issue 21): a guide under a new-password field; the
 * contract's rules decide what is accepted. Nothing is shown while the field is empty.
 */
export function PasswordStrengthMeter({ value }: { value: string }) {
  if (!value) return null;
  const { score, label } = passwordStrength(value);
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
      </Text>
    </Stack>
  );
}
