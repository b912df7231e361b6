import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Candidate, candidateEditSchema, profileMessages } from '@skillpath/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PreferenceFields } from '../../components/learner-account/preference-fields';
import { editValuesOf, notificationChoice } from '../../components/learner-account/preferences';
import { paths } from '../../lib/paths';
import { useSavePreferencesMutation } from './dashboard-api';

interface PreferencesModalProps {
  candidate: Candidate;
  opened: boolean;
  onClose: () => void;
}

/** Preferences (DESIGN §8 replaces the spec's "coming soon"): notifications, language, learning style. */
export function PreferencesModal({ candidate, opened, onClose }: PreferencesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Preferences" centered>
      {opened &&
        (candidate.profile_completed ? (
          <PreferencesForm candidate={candidate} onDone={onClose} />
        ) : (
          <Stack gap="sm">
            <Text>Complete your profile first; your preferences are part of it.</Text>
            <Group justify="flex-end">
              <Button component={Link} to={paths.registerProfile}>
                Complete your profile
              </Button>
            </Group>
          </Stack>
        ))}
    </Modal>
  );
}

function PreferencesForm({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      learningMode: candidate.learningMode,
      notifications: notificationChoice(candidate.notifications),
      language: candidate.language || 'English',
    },
  });
  const save = useSavePreferencesMutation(String(candidate.user_id));
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = form.onSubmit((preferences) => {
    // PUT edit replaces the whole profile: send everything else as it is stored.
    const input = candidateEditSchema.safeParse({ ...editValuesOf(candidate), ...preferences });
    // A stored field the rules no longer accept can only be fixed on the edit screen: say which.
    if (!input.success) return setInvalid(input.error.issues[0]?.message ?? profileMessages.updateFailed);
    setInvalid(null);
    save.mutate(input.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Preferences saved.' });
        onDone();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PreferenceFields field={form.getInputProps} language={form.values.language} cols={1} />
        {(invalid || save.isError) && (
          <Alert color="red" variant="light" role="alert">
            {invalid ?? profileMessages.updateFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
