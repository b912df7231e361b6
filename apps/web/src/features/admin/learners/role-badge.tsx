import { Badge } from '@mantine/core';
import type { Role } from '@skillpath/contract';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={role === 'admin' ? 'grape.9' : 'gray.7'} variant="filled" miw="max-content">
      {role === 'admin' ? 'Admin' : 'Learner'}
    </Badge>
  );
}
