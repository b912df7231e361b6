import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './ai-course-card.module.css';
import { type AiCourse, formatRupees } from './ai-courses';

interface AiCourseCardProps {
  course: AiCourse;
  /** Position in the grid: the entrance animation starts 0.1 s later per card (spec 001 §9). */
  index: number;
  onEnroll: () => void;
}

/** Spec 001 §3 Learner course card: icon, duration, title, description, 3 features, price, Enroll Now. */
export function AiCourseCard({ course, index, onEnroll }: AiCourseCardProps) {
  const titleId = `ai-course-${course.id}-title`;
  const Icon = course.icon;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="sm"
      className={classes.card}
      style={{ '--card-index': index } as CSSProperties}
    >
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light">
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        <Badge variant="light" size="lg" className={classes.duration}>
          {course.duration}
        </Badge>
      </Group>
      <Stack gap="sm" mt="md" className={classes.body}>
        <Title order={2} size="h3" id={titleId}>
          {course.title}
        </Title>
        <Text c="dimmed">{course.description}</Text>
        <List
          spacing={6}
          size="sm"
          icon={<IconCircleCheck size={18} className={classes.check} aria-hidden />}
          classNames={{ itemWrapper: classes.itemWrapper }}
        >
          {course.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
      <Group justify="space-between" align="center" mt="lg">
        <Text fz={28} fw={800} lh={1}>
          {formatRupees(course.price)}
        </Text>
        <Button onClick={onEnroll} aria-describedby={titleId} aria-haspopup="dialog">
          Enroll Now
        </Button>
      </Group>
    </Card>
  );
}
