import { Badge, Button, Card, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { IconClock, IconUser } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../app/paths';
import classes from './training-page.module.css';

/** A course of the training grid: cover, title, trainer, mode, hours and 'Know More' (spec 000 §2). */
export function TrainingCourseCard({ course }: { course: Course }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.courseCard}>
      <Card.Section>
        {/* The cover repeats the title printed below it, so it is decorative (empty alt). */}
        <Image src={course.course_image} alt="" h={170} fit="cover" loading="lazy" />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h4">
          {course.course_title}
        </Title>
        <Badge variant="light" flex="none">
          {course.course_mode}
        </Badge>
      </Group>
      <Group gap="md" mt="xs" mb="lg">
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden="true" />
          <Text size="sm">{course.course_trainer}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden="true" />
          <Text size="sm">{course.course_duration} hours</Text>
        </Group>
      </Group>
      <Button component={Link} to={generatePath(paths.course, { id: String(course.id) })} mt="auto" fullWidth>
        Know More <VisuallyHidden>about {course.course_title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
