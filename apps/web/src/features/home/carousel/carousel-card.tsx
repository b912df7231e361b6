import { Button, Text, Title } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { IconBriefcase, IconCalendar, IconCertificate, IconCode, IconUsers } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { coverOrPlaceholder } from '../../../components/cover-image';
import { paths } from '../../../lib/paths';
import classes from './course-carousel.module.css';

/** Spec 000 §9: what every carousel card promises, whichever course it shows. */
const highlights = [
  { icon: IconUsers, label: '50 students' },
  { icon: IconCalendar, label: '75 days' },
  { icon: IconCode, label: 'Live project' },
  { icon: IconCertificate, label: 'Certification' },
  { icon: IconBriefcase, label: 'Job placement' },
];

/**
 * One course of the carousel: cover, title, the five highlights and a link to the course. A card in
 * view (`inView`) loads its cover at once; the front card's cover is the home page's largest paint,
 * fetched first (the server preloads the page's `fetchpriority="high"` picture from the head).
 */
export function CarouselCard({ course, inView, front }: { course: Course; inView: boolean; front: boolean }) {
  return (
    <div className={classes.card}>
      {/* The cover repeats the title printed below it, so it is decorative (empty alt). */}
      <img
        className={classes.image}
        src={coverOrPlaceholder(course.course_image)}
        alt=""
        loading={inView ? 'eager' : 'lazy'}
        fetchPriority={front ? 'high' : 'auto'}
      />
      <div className={classes.body}>
        <Title order={3} size="h5" lineClamp={1}>
          {course.course_title}
        </Title>
        <ul className={classes.highlights}>
          {highlights.map(({ icon: Icon, label }) => (
            <li key={label}>
              <Icon size={16} aria-hidden="true" />
              <Text span size="xs">
                {label}
              </Text>
            </li>
          ))}
        </ul>
        <Button
          component={Link}
          to={generatePath(paths.course, { id: String(course.id) })}
          size="xs"
          fullWidth
          mt="auto"
        >
          View course
        </Button>
      </div>
    </div>
  );
}
