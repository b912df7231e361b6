import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { type Course, formatListedFee } from '@skillpath/contract';
import { IconClock, IconUser } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { CoverCard } from '../../components/cover-card';
import { paths } from '../../lib/paths';
import classes from './training-page.module.css';

/** A course of the training grid: cover, title, trainer, mode, hours and 'Know More' (spec 000 §2). */
export function TrainingCourseCard({ course }: { course: Course }) {
  return (
    <CoverCard
      cover={course.course_image}
      coverHeight={170}
      title={course.course_title}
      titleSize="h4"
      badge={course.course_mode}
      className={classes.courseCard}
    >
      <Group gap="md" mt="xs" mb="sm">
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden="true" />
          <Text size="sm">{course.course_trainer}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden="true" />
          <Text size="sm">{course.course_duration} hours</Text>
        </Group>
      </Group>
      <Text fw={700} size="lg" mb="md">
        <VisuallyHidden>Fee: </VisuallyHidden>
        {formatListedFee(course.course_fee)}
      </Text>
      <Button component={Link} to={generatePath(paths.course, { id: String(course.id) })} mt="auto" fullWidth>
        Know More <VisuallyHidden>about {course.course_title}</VisuallyHidden>
      </Button>
    </CoverCard>
  );
}
