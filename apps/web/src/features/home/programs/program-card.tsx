import { Button, Text, VisuallyHidden } from '@mantine/core';
import { type Course, formatListedFee } from '@skillpath/contract';
import { generatePath, Link } from 'react-router';
import { CoverCard } from '../../../components/cover-card';
import { paths } from '../../../lib/paths';
import classes from '../home-page.module.css';

/** A featured course: cover, title, trainer, mode, hours, fee, summary and the way to its page. */
export function ProgramCard({ course }: { course: Course }) {
  return (
    <CoverCard
      cover={course.course_image}
      coverHeight={180}
      title={course.course_title}
      titleSize="h4"
      badge={course.course_mode}
      className={classes.programCard}
    >
      <Text size="sm" c="dimmed" mt={4}>
        {course.course_trainer} · {course.course_duration} hours · {formatListedFee(course.course_fee)}
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
    </CoverCard>
  );
}
