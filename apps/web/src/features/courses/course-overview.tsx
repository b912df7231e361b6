import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Course, formatListedFee } from '@skillpath/contract';
import {
  IconClock,
  IconCurrencyRupee,
  IconDeviceLaptop,
  IconLanguage,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { CourseSection } from './course-section';

const number = new Intl.NumberFormat('en-IN');

type Icon = ComponentType<{ size?: number }>;

/** Mode, trainer, languages, enrolled count, duration in hours and fee, as labelled facts. */
export function CourseOverview({ course }: { course: Course }) {
  const facts: [label: string, value: string, icon: Icon][] = [
    ['Mode', course.course_mode, IconDeviceLaptop],
    ['Trainer', course.course_trainer, IconUser],
    ['Languages', course.course_language, IconLanguage],
    ['Enrolled', `${number.format(course.course_enrolled)} learners`, IconUsers],
    ['Duration', `${course.course_duration} hours`, IconClock],
    ['Fee', formatListedFee(course.course_fee), IconCurrencyRupee],
  ];
  return (
    <CourseSection title="Overview">
      {/* A description list: each Paper is one term/value group, which <dl> allows as a <div>. */}
      <SimpleGrid component="dl" cols={{ base: 2, lg: 3 }} spacing="sm" m={0}>
        {facts.map(([label, value, FactIcon]) => (
          <Paper key={label} withBorder radius="md" p="md">
            <Group component="dt" gap={8} wrap="nowrap">
              <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
                <FactIcon size={16} />
              </ThemeIcon>
              <Text span size="sm" c="dimmed">
                {label}
              </Text>
            </Group>
            <Text component="dd" fw={600} m={0} mt={6}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </CourseSection>
  );
}
