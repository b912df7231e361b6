import { notifications } from '@mantine/notifications';
import { type Candidate, profileMessages } from '@skillpath/contract';
import { useState } from 'react';
import { mediaUrl } from '../../lib/catalogue';
import { imageFileError } from './image-file';
import { useDeleteImageMutation, useUploadImageMutation } from './profile-api';
import { imageRefusal } from './profile-errors';
import { ProfileImagePicker } from './profile-image-picker';

/** On the edit screen a picture is changed or removed at once, apart from the rest of the form. */
export function ProfilePictureEditor({ candidate }: { candidate: Candidate }) {
  const userId = String(candidate.user_id);
  const upload = useUploadImageMutation(userId);
  const remove = useDeleteImageMutation(userId);
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File) => {
    const problem = imageFileError(file);
    if (problem) return setError(problem);
    setError(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Profile picture updated.' }),
      onError: (failure) => setError(imageRefusal(failure) ?? profileMessages.updateFailed),
    });
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: profileMessages.imageRemoved }),
      onError: () => setError(profileMessages.updateFailed),
    });
  };

  return (
    <ProfileImagePicker
      imageUrl={mediaUrl(candidate.image)}
      name={candidate.name}
      error={error}
      onFile={onFile}
      onRemove={onRemove}
      busy={upload.isPending || remove.isPending}
    />
  );
}
