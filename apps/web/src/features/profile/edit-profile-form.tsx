import { PasswordInput, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Candidate, candidateEditSchema, emailMessages, profileMessages } from '@skillpath/contract';
import { generatePath, useNavigate } from 'react-router';
import { editValuesOf } from '../../components/learner-account/preferences';
import { ApiRequestError, tooManyMessage } from '../../lib/api';
import { applyFieldErrors } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { PreferenceSections } from './preference-sections';
import { useEditProfileMutation } from './profile-api';
import { ProfileFormFooter } from './profile-form-footer';
import { ProfilePictureEditor } from './profile-picture-editor';
import { ProfileSection } from './profile-section';
import { useContractForm } from './use-contract-form';

/**
 * Spec 000 §2 Edit profile: the fields, skills as chips; Save Changes stays disabled while invalid.
 * A new e-mail asks for the current password and waits for the link mailed to it (DESIGN §5).
 */
export function EditProfileForm({ candidate, own }: { candidate: Candidate; own: boolean }) {
  const userId = String(candidate.user_id);
  const { form, field, submit, isValid } = useContractForm(candidateEditSchema, {
    ...editValuesOf(candidate),
    current_password: '',
  });
  const save = useEditProfileMutation(userId);
  const navigate = useNavigate();
  // Back to where Edit Profile was pressed: the dashboard's Profile tab.
  const profileTab = `${generatePath(paths.userDashboard, { id: userId })}?tab=profile`;
  const emailChanged = form.values.email.trim().toLowerCase() !== candidate.email.toLowerCase();
  // The owner proves it is them; an admin editing another account is not asked for its password.
  const needsPassword = own && emailChanged;

  const onSubmit = submit(({ current_password, ...input }) => {
    if (needsPassword && !current_password) {
      form.setFieldError('current_password', emailMessages.passwordToChangeEmail);
      return;
    }
    save.mutate(needsPassword ? { ...input, current_password } : input, {
      onSuccess: (saved) => {
        const message =
          emailChanged && saved.pending_email
            ? emailMessages.changePending(saved.pending_email)
            : profileMessages.profileUpdated;
        notifications.show({ color: 'green', message });
        navigate(profileTab);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) applyFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <ProfileSection title="Picture">
          <ProfilePictureEditor candidate={candidate} />
        </ProfileSection>

        <ProfileSection title="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />
            {needsPassword && (
              <PasswordInput
                label="Current password"
                description="Needed to change your e-mail address"
                autoComplete="current-password"
                withAsterisk
                {...field('current_password')}
              />
            )}
            <TextInput
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...field('phone')}
            />
            <TextInput label="Country" autoComplete="country-name" {...field('country')} />
            <TextInput label="Occupation" autoComplete="organization-title" {...field('occupation')} />
          </SimpleGrid>
        </ProfileSection>

        <ProfileSection title="About you">
          <Stack gap="md">
            <TextInput label="Tagline" {...field('tagline')} />
            <Textarea label="Bio" autosize minRows={3} maxRows={8} {...field('bio')} />
            <TagsInput
              label="Skills"
              description="Press Enter or type a comma after each skill"
              withAsterisk
              splitChars={[',']}
              clearable
              {...field('skills')}
            />
          </Stack>
        </ProfileSection>

        <PreferenceSections field={field} language={form.values.language} />

        <ProfileFormFooter
          error={save.isError ? (tooManyMessage(save.error) ?? profileMessages.updateFailed) : null}
          onCancel={() => navigate(profileTab)}
          submitLabel="Save Changes"
          disabled={!isValid}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
