import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { catalogueQueries, courseListErrorMessage } from '../../../lib/catalogue';
import { homeSections } from '../../../lib/paths';
import { HomeSection } from '../home-section';
import { ProgramCard } from './program-card';

/** Spec 000 §9: the landing page features the first three courses. */
const FEATURED_COUNT = 3;

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'lg' } as const;

/** Spec 000 §2: featured programs, each leading to its course page. */
export function FeaturedPrograms() {
  const courses = useQuery(catalogueQueries.courses());
  return (
    <HomeSection
      id={homeSections.programs}
      title="Featured Programs"
      intro="Our most popular courses, taught by working professionals with a project in every module."
    >
      {courses.isPending && (
        <>
          <Text role="status" ta="center" mb="md">
            {catalogueMessages.loadingCourses}
          </Text>
          <SimpleGrid {...grid} aria-hidden="true">
            <Skeleton h={380} radius="lg" />
            <Skeleton h={380} radius="lg" />
            <Skeleton h={380} radius="lg" />
          </SimpleGrid>
        </>
      )}
      {courses.isError && (
        <LoadError
          message={courseListErrorMessage(courses.error)}
          onRetry={() => courses.refetch()}
          retrying={courses.isFetching}
        />
      )}
      {courses.isSuccess && (
        <SimpleGrid {...grid}>
          {courses.data.slice(0, FEATURED_COUNT).map((course) => (
            <ProgramCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
