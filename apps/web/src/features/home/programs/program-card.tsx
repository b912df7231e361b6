import { Badge, Button, Card, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';
import classes from '../home-page.module.css';

/** A featured course: cover, title, trainer, mode, hours, summary and the way to its page. */
export function ProgramCard({ course }: { course: Course }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.programCard}>
      <Card.Section>
        {/* The cover repeats the title printed below it, so it is decorative (empty alt). */}
        <Image src={course.course_image} alt="" h={180} fit="cover" loading="lazy" />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <Title order={3} size="h4">
          {course.course_title}
        </Title>
        <Badge variant="light" flex="none">
          {course.course_mode}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {course.course_trainer} · {course.course_duration} hours
      </Text>
      <Text size="sm" mt="sm" mb="lg" lineClamp={3}>
        {course.course_description}
      </Text>
      <Button
        component={Link}
        to={generatePath(paths.course, { id: String(course.id) })}
        variant="light"
        mt="auto"
        fullWidth
      >
        View Course<VisuallyHidden>: {course.course_title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
