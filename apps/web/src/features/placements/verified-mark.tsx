import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** Every job on the board was posted by the institute's placement team (spec 000 §3 Job: verified). */
export function VerifiedMark() {
  return (
    <Badge
      // The darkest teal keeps white text above 4.5:1.
      color="teal.9"
      variant="filled"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      title="Posted by the Skillpath placement team"
    >
      Verified
    </Badge>
  );
}
