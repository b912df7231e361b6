import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  type CertificateAdmin,
  certificateMessages as m,
  revokeCertificateSchema,
} from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import { certificateListKey, revokeCertificate } from './certificates-api';

/** Revoke with a reason, asked in a dialog; the reason is shown on the public verification page. */
export function RevokeAction({ certificate: c }: { certificate: CertificateAdmin }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (text: string) => revokeCertificate(c.code, text),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: certificateListKey });
      notify('success', `Certificate ${c.code} of ${c.holder_name} revoked.`);
    },
    onError: (failure) => setError(errorReason(failure, { withFields: true })),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = revokeCertificateSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? m.reasonRequired);
    setError(null);
    mutation.mutate(parsed.data.reason);
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        onClick={() => {
          setReason('');
          setError(null);
          setOpen(true);
        }}
        aria-label={`Revoke: ${c.code} (${c.holder_name})`}
      >
        Revoke
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Revoke certificate" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {c.title} — {c.holder_name} ({c.code}). The verification page will say it was revoked, with this
              reason.
            </Text>
            <Textarea
              label="Reason"
              required
              autosize
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={mutation.isPending}>
                Revoke
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
