import { NativeSelect, SimpleGrid } from '@mantine/core';
import { languageOptions, learningModeOptions, NOTIFICATION_CHOICES } from './preferences';

type SelectProps = {
  value?: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
};

interface PreferenceFieldsProps {
  /** Input props of one form field (value, onChange, error). */
  field: (name: 'learningMode' | 'notifications' | 'language') => SelectProps;
  language: string;
  cols?: number;
}

/**
 * Learning style, notifications and language: the same three choices on the profile forms and in the
 * dashboard's Preferences dialog. Native selects: one tap on a phone, and the platform's own list.
 */
export function PreferenceFields({ field, language, cols = 3 }: PreferenceFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md">
      <NativeSelect label="Learning style" data={learningModeOptions} {...field('learningMode')} />
      <NativeSelect label="Notifications" data={[...NOTIFICATION_CHOICES]} {...field('notifications')} />
      <NativeSelect label="Language" data={languageOptions(language)} {...field('language')} />
    </SimpleGrid>
  );
}
