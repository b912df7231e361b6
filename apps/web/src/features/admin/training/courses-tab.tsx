import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Course, catalogueAdminMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogueQueries } from '../../../lib/catalogue';
import { adminFallbacks as fallback, adminOperations as op } from '../shared/admin-messages';
import { confirmAction } from '../shared/confirm';
import { operationError } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import type { BusyTask } from '../shared/use-busy-task';
import { type CourseFields, createCourse, deleteCourse, updateCourse } from './course-api';
import { CourseCard } from './course-card';
import { CourseForm } from './course-form';
import { normaliseCourse, useCoursesCache } from './courses-cache';

interface CoursesTabProps {
  task: BusyTask;
  showError: (message: string) => void;
}

/** Spec 001 §2 Courses tab: the create/edit form and the grid of course cards. */
export function CoursesTab({ task, showError }: CoursesTabProps) {
  const courses = useQuery(catalogueQueries.courses());
  const cache = useCoursesCache();
  const [editing, setEditing] = useState<Course | null>(null);

  const save = async (fields: CourseFields, image: File | null) => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updateCourse(id, fields, image as File), {
        success: m.courseUpdated,
        errorText: (error) => operationError(op.updateCourse, error, { fallback: fallback.updateCourse }),
      });
      if (result.ok) {
        cache.update((list) => list.map((c) => (c.id === id ? normaliseCourse(result.value) : c)));
        setEditing(null);
        void cache.refresh();
      }
      return result;
    }
    const result = await task.run(() => createCourse(fields, image), {
      success: m.courseCreated,
      errorText: (error) => operationError(op.createCourse, error, { fallback: fallback.createCourse }),
    });
    if (result.ok) {
      cache.update((list) => [...list, normaliseCourse(result.value)]);
      void cache.refresh();
    }
    return result;
  };

  const remove = async (course: Course) => {
    const confirmed = await confirmAction({
      title: 'Delete course',
      message: m.courseDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteCourse(course.id), {
      success: m.courseDeleted,
      errorText: (error) => operationError(op.deleteCourse, error, { fallback: fallback.deleteCourse }),
    });
    if (result.ok) {
      cache.update((list) => list.filter((c) => c.id !== course.id));
      if (editing?.id === course.id) setEditing(null);
      void cache.refresh();
    }
  };

  return (
    <Stack gap="xl">
      <CourseForm
        key={editing?.id ?? 'new'}
        course={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={showError}
      />
      <section aria-labelledby="admin-courses-title">
        <Title order={2} size="h4" id="admin-courses-title" mb="md">
          Courses{courses.data ? ` (${courses.data.length})` : ''}
        </Title>
        {courses.isPending ? (
          <LoadingState label="Loading courses" />
        ) : courses.isError ? (
          <LoadError
            message={operationError(op.fetchCourses, courses.error, { fallback: fallback.fetchCourses })}
            onRetry={() => courses.refetch()}
            retrying={courses.isFetching}
          />
        ) : courses.data.length === 0 ? (
          <Text c="dimmed">No courses yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {courses.data.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                busy={task.busy}
                onEdit={() => setEditing(course)}
                onDelete={() => remove(course)}
              />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
