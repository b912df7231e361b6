import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatListedFee, type Workshop } from '@skillpath/contract';
import { Link } from 'react-router';
import { checkoutPath } from '../../lib/checkout-path';
import { formatDay } from './format';
import type { RegistrationResult } from './use-workshop-registration';
import { closedReason, seatsLeft } from './workshop-status';
import classes from './workshops.module.css';

interface WorkshopCardProps {
  workshop: Workshop;
  onRegister: () => void;
  registering: boolean;
  result?: RegistrationResult;
  isLoggedIn: boolean;
}

const toneColor = { success: 'green', info: 'blue', error: 'red' } as const;

/** A workshop card, public side: the facts, seats left, the fee and Register. */
export function WorkshopCard({
  workshop: w,
  onRegister,
  registering,
  result,
  isLoggedIn,
}: WorkshopCardProps) {
  const reason = closedReason(w);
  const left = seatsLeft(w);
  const titleId = `workshop-${w.id}-title`;
  const facts: [string, string][] = [
    ['Date', [formatDay(w.date), w.time].filter(Boolean).join(' · ')],
    ['Application Deadline', w.admin_closing_date ? formatDay(w.admin_closing_date) : formatDay(w.date)],
    ['Duration', w.duration],
    ['Languages', w.available_languages],
    ['Seats left', `${left} of ${w.capacity}`],
    ['Fee', formatListedFee(w.fee)],
  ];
  // A workshop with a fee is registered for by paying at its checkout.
  const payable = w.fee > 0 && reason === null;

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text component="h3" id={titleId} fw={700} size="lg" lh={1.3}>
            {w.title}
          </Text>
          <Text size="sm">with {w.trainer}</Text>
        </Stack>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {w.course_mode}
        </Badge>
      </Group>

      <dl className={classes.facts} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>

      {w.description && (
        <Text size="sm" mt="md">
          {w.description}
        </Text>
      )}
      {w.opportunities && (
        <Text size="sm" mt="xs">
          <Text span fw={600}>
            Opportunities:{' '}
          </Text>
          {w.opportunities}
        </Text>
      )}

      <Stack gap="xs" mt="md" className={classes.action}>
        {result && (
          <Alert
            color={toneColor[result.tone]}
            variant="light"
            role={result.tone === 'error' ? 'alert' : 'status'}
          >
            {result.message}
          </Alert>
        )}
        {reason && !result?.done && (
          <Text size="sm" c="red.9" fw={500}>
            {reason}
          </Text>
        )}
        {payable ? (
          <Button component={Link} to={checkoutPath('workshop', w.id)} aria-label={`Register for ${w.title}`}>
            Register
          </Button>
        ) : (
          <Button
            onClick={onRegister}
            loading={registering}
            disabled={reason !== null || result?.done}
            aria-label={`Register for ${w.title}`}
          >
            {result?.done ? 'Registered' : 'Register'}
          </Button>
        )}
        {!isLoggedIn && !reason && (
          <Text size="xs" c="dimmed">
            You will be asked to sign in first.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
