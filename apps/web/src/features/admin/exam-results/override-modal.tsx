import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  OVERRIDE_MINUTES_MAX,
  overrideMinutesSchema,
  sectionLabel,
  type TestResult,
  testResultMessages,
} from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { errorReason } from '../shared/error-text';
import { formatDateTime } from '../shared/format';
import { notify } from '../shared/notify';
import { applyOverride, type Override, testResultQueries } from './test-results-api';

const texts: Record<Override, { title: string; label: string; action: string; done: string }> = {
  extend: {
    title: 'Give extra time',
    label: 'Extra minutes',
    action: 'Extend deadline',
    done: 'Deadline extended',
  },
  reopen: {
    title: 'Reopen attempt',
    label: 'Minutes the candidate gets from now',
    action: 'Reopen',
    done: 'Attempt reopened',
  },
};

interface OverrideModalProps {
  attempt: TestResult;
  kind: Override;
  onClose: () => void;
}

/** Asks how many minutes, then extends or reopens the attempt; the server logs it in the audit log. */
export function OverrideModal({ attempt, kind, onClose }: OverrideModalProps) {
  const t = texts[kind];
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number | string>(kind === 'extend' ? 10 : 25);
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (value: number) => applyOverride(kind, attempt.id, value),
    onSuccess: async (updated) => {
      notify('success', `${t.done}: new deadline ${formatDateTime(updated.deadline_at)}.`);
      await queryClient.invalidateQueries({ queryKey: testResultQueries.all });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setFieldError(error.fieldMessage('minutes'));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = overrideMinutesSchema.safeParse({ minutes: minutes === '' ? undefined : Number(minutes) });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? testResultMessages.minutesRange);
      return;
    }
    setFieldError(undefined);
    mutation.mutate(parsed.data.minutes);
  };

  const who = attempt.candidate_name || attempt.candidate_email;
  const refusal = mutation.isError && !fieldError ? errorReason(mutation.error) : undefined;
  return (
    <Modal opened onClose={onClose} title={t.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {who}: {attempt.domain_name} · {sectionLabel(attempt.section)}, attempt {attempt.attempt_number}.{' '}
            {kind === 'extend'
              ? `Deadline now ${formatDateTime(attempt.deadline_at)}.`
              : 'The candidate continues with their answers kept; it stays the same attempt.'}
          </Text>
          <NumberInput
            label={t.label}
            value={minutes}
            onChange={setMinutes}
            min={1}
            max={OVERRIDE_MINUTES_MAX}
            allowDecimal={false}
            required
            error={fieldError}
            data-autofocus
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t.action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
