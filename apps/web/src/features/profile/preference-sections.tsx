import { NumberInput, Stack, TextInput } from '@mantine/core';
import { PreferenceFields } from '../../components/learner-account/preference-fields';
import { ProfileSection } from './profile-section';
import type { ContractField } from './use-contract-form';

interface PreferenceSectionsProps {
  field: ContractField;
  /** The language chosen now (kept in the list even when it is not a usual one). */
  language: string;
  /** A line under the weekly goal. */
  goalDescription?: string;
}

/** The Learning preferences and Links sections, the same on the register and edit profile forms. */
export function PreferenceSections({ field, language, goalDescription }: PreferenceSectionsProps) {
  return (
    <>
      <ProfileSection title="Learning preferences">
        <Stack gap="md">
          <PreferenceFields field={field} language={language} />
          <NumberInput
            label="Weekly goal (hours)"
            description={goalDescription}
            min={0}
            max={80}
            allowDecimal={false}
            allowNegative={false}
            maw={{ sm: 260 }}
            {...field('studyGoal')}
          />
        </Stack>
      </ProfileSection>

      <ProfileSection title="Links">
        <TextInput
          label="LinkedIn URL"
          type="url"
          placeholder="https://www.linkedin.com/in/your-name"
          autoComplete="url"
          {...field('linkedin')}
        />
      </ProfileSection>
    </>
  );
}
