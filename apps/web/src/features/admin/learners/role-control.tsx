import { Button, Group, Select } from '@mantine/core';
import type { Role } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inboxScreenMessages } from '../shared/admin-messages';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import { type LearnerDetail, setLearnerRole } from './learners-api';

const roleOptions = [
  { value: 'learner', label: 'Learner' },
  { value: 'admin', label: 'Admin' },
];

/** Changes an account's role, after a confirmation that says what the change means. */
export function RoleControl({ learner }: { learner: LearnerDetail }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>(learner.role);
  const change = useMutation({
    mutationFn: (next: Role) => setLearnerRole(learner.id, next),
    onSuccess: (updated) => {
      queryClient.setQueryData(['admin', 'learner', learner.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'learners'] });
      notify('success', inboxScreenMessages.roleChanged);
    },
    onError: (error) => {
      setRole(learner.role);
      notify('error', `${inboxScreenMessages.roleFailed}: ${errorReason(error)}`);
    },
  });

  const apply = async () => {
    const who = learner.name || learner.email;
    const confirmed = await confirmAction({
      title: 'Change role',
      message:
        role === 'admin'
          ? `Make ${who} an admin? They will be able to change the catalogue and read every inbox.`
          : `Make ${who} a learner? They will lose access to the admin area.`,
      confirmLabel: 'Change role',
      destructive: role !== 'admin',
    });
    if (confirmed) change.mutate(role);
  };

  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Role"
        data={roleOptions}
        value={role}
        onChange={(value) => value && setRole(value as Role)}
        allowDeselect={false}
        w={160}
      />
      <Button variant="default" onClick={apply} disabled={role === learner.role} loading={change.isPending}>
        Change role
      </Button>
    </Group>
  );
}
