import { Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import type { SyllabusEntry } from '@skillpath/contract';
import { CourseSection } from './course-section';
import { syllabusByWeek, topicsText } from './course-text';

/** Spec 000 §2 "curriculum by week": the syllabus in week order, each week's topics on one line. */
export function CourseCurriculum({ syllabus }: { syllabus: SyllabusEntry[] }) {
  const weeks = syllabusByWeek(syllabus);
  return (
    <CourseSection title="Curriculum">
      {weeks.length === 0 ? (
        <Text c="dimmed">The week-by-week curriculum will be published soon.</Text>
      ) : (
        <Timeline bulletSize={32} lineWidth={2} active={-1} mt="xs">
          {weeks.map((week) => (
            <Timeline.Item
              key={`${week.week_number}-${week.title}`}
              bullet={
                <ThemeIcon size={32} radius="xl" variant="light" aria-hidden>
                  <Text size="xs" fw={700}>
                    {week.week_number}
                  </Text>
                </ThemeIcon>
              }
            >
              <Title order={3} size="h5">
                Week {week.week_number}: {week.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {topicsText(week.topics)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </CourseSection>
  );
}
