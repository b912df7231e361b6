import { Box, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { catalogueQueries, courseListErrorMessage } from '../../lib/catalogue';
import { CourseSearchBox } from './course-search-box';
import { filterCourses } from './filter-courses';
import { TrainingCourseCard } from './training-course-card';
import classes from './training-page.module.css';

/** The training page's anchor for the course grid. */
export const COURSES_SECTION_ID = 'courses';

const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

/** Spec 000 §2: the grid of all courses, with the search box that filters it (DESIGN §8). */
export function CourseCatalogue() {
  const courses = useQuery(catalogueQueries.courses());
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterCourses(courses.data ?? [], query), [courses.data, query]);
  const clear = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <Box
      component="section"
      id={COURSES_SECTION_ID}
      className={classes.section}
      aria-labelledby="courses-title"
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-end" gap="lg" mb="lg">
          <div>
            <Title order={2} id="courses-title">
              All Courses
            </Title>
            <Text c="dimmed" mt="xs">
              Every course comes with live projects, assessments and placement assistance.
            </Text>
          </div>
          <CourseSearchBox value={query} onChange={setQuery} inputRef={searchRef} />
        </Group>

        {courses.isPending && (
          <>
            <Text role="status" mb="md">
              {catalogueMessages.loadingCourses}
            </Text>
            <SimpleGrid {...grid} aria-hidden="true">
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} h={340} radius="lg" />
              ))}
            </SimpleGrid>
          </>
        )}

        {courses.isError && (
          <Stack align="center" gap="sm" py="xl" role="alert">
            <IconAlertCircle size={32} color="var(--mantine-color-red-8)" aria-hidden="true" />
            <Text fw={600}>{courseListErrorMessage(courses.error)}</Text>
            <Button
              variant="outline"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => courses.refetch()}
              loading={courses.isFetching}
            >
              Retry
            </Button>
          </Stack>
        )}

        {courses.isSuccess && (
          <>
            <Text role="status" size="sm" c="dimmed" mb="md">
              {query.trim()
                ? `${shown.length} of ${courses.data.length} courses match “${query.trim()}”`
                : `${courses.data.length} courses`}
            </Text>
            {shown.length > 0 ? (
              <SimpleGrid {...grid}>
                {shown.map((course) => (
                  <TrainingCourseCard key={course.id} course={course} />
                ))}
              </SimpleGrid>
            ) : (
              <Stack align="center" gap="sm" py="xl">
                <Text fw={600}>No courses match “{query.trim()}”.</Text>
                <Text c="dimmed" size="sm">
                  Try a different word, such as a technology or a trainer's name.
                </Text>
                <Button variant="light" onClick={clear}>
                  Show all courses
                </Button>
              </Stack>
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
