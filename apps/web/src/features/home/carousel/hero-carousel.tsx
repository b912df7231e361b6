import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { catalogueQueries, courseListErrorMessage } from '../../../lib/catalogue';
import { CAROUSEL_CARDS } from './carousel-timing';
import { CourseCarousel } from './course-carousel';
import classes from './course-carousel.module.css';

/** The carousel fed with the first five courses (spec 000 §9), with its loading and error states. */
export function HeroCarousel() {
  const courses = useQuery(catalogueQueries.courses());
  if (courses.isPending) {
    return <Skeleton className={classes.stage} radius="lg" aria-hidden="true" />;
  }
  if (courses.isError) {
    return (
      <LoadError
        message={courseListErrorMessage(courses.error)}
        onRetry={() => courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  if (courses.data.length === 0) return null;
  return <CourseCarousel courses={courses.data.slice(0, CAROUSEL_CARDS)} />;
}
