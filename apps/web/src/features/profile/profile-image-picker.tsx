import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { PROFILE_IMAGE_TYPES } from './image-file';

interface ProfileImagePickerProps {
  /** What the preview shows: a data URL, a media URL, or '' for initials. */
  imageUrl: string;
  name: string;
  error: string | null;
  onFile: (file: File) => void;
  /** Offered when there is a picture to take away. */
  onRemove?: () => void;
  busy?: boolean;
}

/** The profile picture with its preview, a chooser and, when there is one, a way to remove it. */
export function ProfileImagePicker({
  imageUrl,
  name,
  error,
  onFile,
  onRemove,
  busy,
}: ProfileImagePickerProps) {
  const resetRef = useRef<() => void>(null);
  const hintId = useId();
  const errorId = useId();
  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar
        src={imageUrl || null}
        alt={imageUrl ? 'Profile picture preview' : undefined}
        size={96}
        radius={96}
        name={name}
        color="initials"
      />
      <Stack gap={6}>
        <Text fw={500} size="sm" component="span">
          Profile picture
        </Text>
        <Group gap="xs">
          <FileButton
            resetRef={resetRef}
            accept={PROFILE_IMAGE_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Profile picture file' }}
            onChange={(file) => {
              if (file) onFile(file);
              // The same file may be picked again after an error.
              resetRef.current?.();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconPhoto size={14} aria-hidden="true" />}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              >
                {imageUrl ? 'Change picture' : 'Choose picture'}
              </Button>
            )}
          </FileButton>
          {onRemove && imageUrl && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={busy}
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={onRemove}
            >
              Remove picture
            </Button>
          )}
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          PNG, JPEG, WebP or GIF, up to 5 MB.
        </Text>
        {error && (
          <Text id={errorId} size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
