import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatClock } from './format';
import { useCountdown } from './use-countdown';

/** Announced once to screen readers as the end nears; the ticking display itself stays silent. */
const WARN_AT = [300, 60];

/**
 * 'Time Left' of the section on screen, counting down to the server's deadline (DESIGN §8: a real
 * countdown, not the spec's fixed 24:49). The last five minutes turn orange, the last one red.
 */
export function TimeLeft({ deadline }: { deadline: number | undefined }) {
  const left = useCountdown(deadline);
  if (left === null) return null;
  // At 20 px bold the clock is large text: 3:1 contrast is enough, which orange.9 gives on white.
  const color = left <= 60 ? 'red.9' : left <= 300 ? 'orange.9' : undefined;
  const warning = WARN_AT.find((mark) => left <= mark && left > mark - 30);
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={20} aria-hidden="true" />
      <Text fw={600}>Time Left</Text>
      <Text role="timer" fw={700} ff="monospace" fz="xl" c={color}>
        {formatClock(left)}
      </Text>
      <VisuallyHidden aria-live="polite">
        {warning ? `${warning / 60} minute${warning === 60 ? '' : 's'} left in this section` : ''}
      </VisuallyHidden>
    </Group>
  );
}
