import { Anchor, Group, Image, Loader, Stack, Text } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { catalogueQueries } from '../../lib/catalogue';
import { paths } from '../../lib/paths';
import { InfoCard } from './info-card';
import { relatedCourses } from './related-courses';

/** Courses of the catalogue that share a related domain with this one, each linking to its page. */
export function RelatedCoursesCard({ course }: { course: Course }) {
  const courses = useQuery(catalogueQueries.courses());
  const related = courses.data ? relatedCourses(course, courses.data) : [];
  return (
    <InfoCard title="Related courses">
      {courses.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading related courses" />
      ) : courses.isError ? (
        <Text size="sm" c="dimmed">
          Related courses could not be loaded.
        </Text>
      ) : related.length === 0 ? (
        <Text size="sm" c="dimmed">
          No related courses yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {related.map((other) => (
            <Group key={other.id} component="li" gap="sm" wrap="nowrap">
              <Image src={other.course_image || null} alt="" w={64} h={40} radius="sm" />
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={generatePath(paths.course, { id: String(other.id) })} fw={600}>
                  {other.course_title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {other.course_trainer} · {other.course_mode}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
