import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UserCourse } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import { certificateListKey, issueCertificate } from './certificates-api';

/**
 * Issue 17: an admin issues a course certificate by hand (e.g. a learner who finished offline). Asked
 * first, since the learner is mailed; issuing again answers the certificate already held.
 */
export function IssueCertificateAction({
  learner,
  course,
}: {
  learner: { id: number; name: string };
  course: Pick<UserCourse, 'course_id' | 'course_title'>;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => issueCertificate(learner.id, course.course_id),
    onSuccess: (certificate) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: certificateListKey });
      notify('success', `Certificate ${certificate.code} of ${learner.name} for ${course.course_title}.`);
    },
    onError: (error) => {
      setOpen(false);
      notify('error', errorReason(error));
    },
  });
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
        Issue certificate
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Issue certificate?" centered>
        <Stack gap="md">
          <Text size="sm">
            {learner.name} receives a certificate of completion for {course.course_title}, and an e-mail with
            its link. A learner holds one certificate per course: if they already have it, that one stays.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
              Issue certificate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
