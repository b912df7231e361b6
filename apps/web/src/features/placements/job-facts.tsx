import { Group, Text } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { formatDate, formatJobMode } from './format';

/** When the job was posted: its posted date, or the day it was stored. */
export const postedOn = (job: Placement) =>
  formatDate(job.placement_featuredjob_posted) || formatDate(job.created_at);

/** Location, mode and posted date of a job, as a row of small facts. */
export function JobFacts({ job }: { job: Placement }) {
  const location = job.placement_featuredjob_location || job.placement_location;
  const posted = postedOn(job);
  return (
    <Group gap="md" c="dimmed" wrap="wrap">
      {location && (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{location}</Text>
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <IconBriefcase size={16} aria-hidden />
        <Text size="sm">{formatJobMode(job.placement_featuredjob_mode)}</Text>
      </Group>
      {posted && (
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">Posted {posted}</Text>
        </Group>
      )}
    </Group>
  );
}
