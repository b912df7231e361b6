import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';

interface CourseCardProps {
  course: Course;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** A course of the admin grid (spec 001 §2), with Edit and Delete. */
export function CourseCard({ course, busy, onEdit, onDelete }: CourseCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article">
      <Card.Section>
        <CardImage src={course.course_image} />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h5">
          {course.course_title}
        </Title>
        <Badge variant="light" flex="none">
          {course.course_mode}
        </Badge>
      </Group>
      <Stack gap={4} mt="xs">
        <Fact label="Trainer" value={course.course_trainer} />
        <Fact label="Duration" value={`${course.course_duration} hours`} />
        <Fact label="Language" value={course.course_language} />
        <Fact label="Domains" value={course.course_related_domains} />
        {/* Spec 001 §3: top companies shown as 'None' when empty. */}
        <Fact label="Top companies" value={course.course_top_com.trim() || 'None'} />
        <Fact label="Syllabus" value={`${course.syllabus.length} weeks`} />
      </Stack>
      <CardActions name={course.course_title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
