import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Candidate } from '@skillpath/contract';
import { IconAdjustments, IconEdit, IconKey, IconTrash } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ChangePasswordModal } from './change-password-modal';
import { DeleteAccountModal } from './delete-account-modal';
import { PreferencesModal } from './preferences-modal';

/** The Profile tab's buttons: Edit Profile, Change Password, Preferences, Delete Account. */
interface AccountActionsProps {
  candidate: Candidate;
  own: boolean;
  onAccountDeleted: () => void;
}

export function AccountActions({ candidate, own, onAccountDeleted }: AccountActionsProps) {
  const userId = String(candidate.user_id);
  const [passwordOpened, password] = useDisclosure(false);
  const [preferencesOpened, preferences] = useDisclosure(false);
  const [deleteOpened, deletion] = useDisclosure(false);
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={generatePath(paths.editProfile, { id: userId })}
        leftSection={<IconEdit size={16} aria-hidden="true" />}
      >
        Edit Profile
      </Button>
      {/* A password belongs to the person signed in; an admin viewing another account has none to change. */}
      {own && (
        <Button
          variant="default"
          onClick={password.open}
          leftSection={<IconKey size={16} aria-hidden="true" />}
        >
          Change Password
        </Button>
      )}
      <Button
        variant="default"
        onClick={preferences.open}
        leftSection={<IconAdjustments size={16} aria-hidden="true" />}
      >
        Preferences
      </Button>
      <Button
        variant="outline"
        color="red.9"
        onClick={deletion.open}
        leftSection={<IconTrash size={16} aria-hidden="true" />}
      >
        Delete Account
      </Button>
      <ChangePasswordModal
        opened={passwordOpened}
        onClose={password.close}
        owner={{ name: candidate.name, email: candidate.email }}
      />
      <PreferencesModal candidate={candidate} opened={preferencesOpened} onClose={preferences.close} />
      <DeleteAccountModal
        userId={userId}
        own={own}
        opened={deleteOpened}
        onClose={deletion.close}
        onDeleted={onAccountDeleted}
      />
    </Group>
  );
}
