import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../lib/catalogue';
import type { CourseRef } from './course-ref';

/** The course a /traincard reference names: by id, or by title; nothing is asked for an invalid one. */
export function useCourseQuery(ref: CourseRef) {
  const byId = useQuery({
    ...catalogueQueries.course(ref.kind === 'id' ? ref.id : 0),
    enabled: ref.kind === 'id',
  });
  const byTitle = useQuery({
    ...catalogueQueries.courseByTitle(ref.kind === 'title' ? ref.title : ''),
    enabled: ref.kind === 'title',
  });
  return ref.kind === 'title' ? byTitle : byId;
}
