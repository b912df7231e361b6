import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Candidate, candidateRegisterSchema, profileMessages } from '@skillpath/contract';
import { generatePath, useNavigate } from 'react-router';
import { formatDate } from '../../components/learner-account/format';
import { ApiRequestError } from '../../lib/api';
import { mediaUrl } from '../../lib/catalogue';
import { applyFieldErrors } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { emptyCertificationRow } from './certification-rows';
import { CertificationsEditor } from './certifications-editor';
import { PreferenceSections } from './preference-sections';
import { useRegisterProfileMutation } from './profile-api';
import { imageRefusal, saveFailedMessage } from './profile-errors';
import { ProfileFormFooter } from './profile-form-footer';
import { ProfileImagePicker } from './profile-image-picker';
import { ProfileSection } from './profile-section';
import { registerFormData, registerValuesOf } from './register-profile-values';
import { useContractForm } from './use-contract-form';
import { usePickedImage } from './use-picked-image';

interface RegisterProfileFormProps {
  userId: string;
  email: string;
  /** The stored profile, when the learner has one already. */
  candidate: Candidate | undefined;
}

/** Spec 000 §2 Register profile: every field, Save Details to the dashboard, Cancel. */
export function RegisterProfileForm({ userId, email, candidate }: RegisterProfileFormProps) {
  const { form, field, submit } = useContractForm(candidateRegisterSchema, registerValuesOf(candidate));
  const image = usePickedImage(mediaUrl(candidate?.image));
  const save = useRegisterProfileMutation(userId);
  const navigate = useNavigate();
  const dashboardPath = generatePath(paths.userDashboard, { id: userId });
  const joined = formatDate(candidate?.date_joined ?? new Date().toISOString());

  const onSubmit = submit((input) => {
    save.mutate(registerFormData(userId, input, image.file), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: profileMessages.saved });
        navigate(dashboardPath);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) applyFieldErrors(form, error);
        const refusal = imageRefusal(error);
        if (refusal) image.setError(refusal);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <ProfileSection
          title="Your account"
          description="Your picture and the details that come from your account."
        >
          <Stack gap="md">
            <ProfileImagePicker
              imageUrl={image.preview}
              name={candidate?.name || email}
              error={image.error}
              onFile={(file) => void image.pick(file)}
              onRemove={image.file ? image.remove : undefined}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Email" value={email} readOnly variant="filled" />
              <TextInput label="Date joined" value={joined} readOnly variant="filled" />
            </SimpleGrid>
          </Stack>
        </ProfileSection>

        <ProfileSection title="About you">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Country" autoComplete="country-name" {...field('country')} />
              <TextInput label="Occupation" autoComplete="organization-title" {...field('occupation')} />
            </SimpleGrid>
            <TextInput
              label="Tagline"
              placeholder="e.g. Aspiring full stack developer"
              {...field('tagline')}
            />
            <Textarea label="About me" autosize minRows={3} maxRows={8} {...field('bio')} />
            <TextInput
              label="Skills"
              description="Separate skills with commas, e.g. Python, SQL, React"
              withAsterisk
              {...field('skills')}
            />
          </Stack>
        </ProfileSection>

        <PreferenceSections
          field={field}
          language={form.values.language}
          goalDescription="How many hours a week you plan to study"
        />

        <ProfileSection
          title="Certifications"
          description="Title, date issued and a short description of each."
        >
          <CertificationsEditor
            rows={form.values.certifications}
            field={field}
            onAdd={() => form.insertListItem('certifications', emptyCertificationRow())}
            onRemove={(index) => form.removeListItem('certifications', index)}
          />
        </ProfileSection>

        <ProfileFormFooter
          error={save.isError ? saveFailedMessage(save.error) : null}
          onCancel={() => navigate(dashboardPath)}
          submitLabel="Save Details"
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
