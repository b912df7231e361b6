import { FileInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ImageFileInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A file picker that offers images only (spec 001 §5), with a name for the hidden file input too. */
export function ImageFileInput({
  label,
  value,
  onChange,
  error,
  description,
  required,
  disabled,
}: ImageFileInputProps) {
  return (
    <FileInput
      label={label}
      placeholder="Choose an image"
      // Mantine's placeholder grey is too faint on white for AA contrast (it is real text here).
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      accept="image/*"
      clearable
      clearButtonProps={{ 'aria-label': `Remove ${label.toLowerCase()}` }}
      leftSection={<IconPhoto size={16} aria-hidden="true" />}
      value={value}
      onChange={onChange}
      error={error}
      description={description}
      required={required}
      disabled={disabled}
      fileInputProps={{ 'aria-label': `${label} file` }}
    />
  );
}
