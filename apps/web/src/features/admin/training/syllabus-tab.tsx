import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { catalogueAdminMessages as m, type SyllabusEntry } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogueQueries } from '../../../lib/catalogue';
import { adminFallbacks as fallback, adminOperations as op } from '../shared/admin-messages';
import { confirmAction } from '../shared/confirm';
import { operationError } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import type { BusyTask } from '../shared/use-busy-task';
import { useCoursesCache } from './courses-cache';
import { createSyllabus, deleteSyllabus, type SyllabusFields, updateSyllabus } from './syllabus-api';
import { SyllabusForm } from './syllabus-form';
import { isPendingEntry, SyllabusList } from './syllabus-list';

interface SyllabusTabProps {
  task: BusyTask;
  showError: (message: string) => void;
}

let nextTemporaryId = -1;

/** Spec 001 §2 Syllabus tab: a course selector, the week form, and the chosen course's weeks. */
export function SyllabusTab({ task, showError }: SyllabusTabProps) {
  const courses = useQuery(catalogueQueries.courses());
  const cache = useCoursesCache();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [editing, setEditing] = useState<SyllabusEntry | null>(null);
  const [courseMissing, setCourseMissing] = useState(false);
  const course = courses.data?.find((c) => c.id === courseId) ?? null;

  // Spec 001 §4: switching course resets the form and leaves edit mode.
  const chooseCourse = (value: string | null) => {
    setCourseId(value ? Number(value) : null);
    setEditing(null);
    setCourseMissing(false);
  };

  const create = async (fields: SyllabusFields) => {
    const courseKey = fields.course_title_id;
    const temporary: SyllabusEntry = {
      id: nextTemporaryId--,
      week_number: fields.week_number,
      title: fields.title,
      topics: fields.topics,
    };
    await cache.hold();
    cache.updateSyllabus(courseKey, (entries) => [...entries, temporary]);
    const result = await task.run(() => createSyllabus(fields), {
      success: m.syllabusCreated,
      errorText: (error) =>
        operationError(op.createSyllabus, error, { fallback: fallback.createSyllabus, withFields: true }),
    });
    if (result.ok) {
      cache.updateSyllabus(courseKey, (entries) =>
        entries.map((e) => (e.id === temporary.id ? result.value : e)),
      );
      void cache.refresh();
    } else {
      cache.updateSyllabus(courseKey, (entries) => entries.filter((e) => e.id !== temporary.id));
    }
    return result;
  };

  const update = async (id: number, fields: SyllabusFields) => {
    const result = await task.run(() => updateSyllabus(id, fields), {
      success: m.syllabusUpdated,
      errorText: (error) => operationError(op.updateSyllabus, error, { fallback: fallback.updateSyllabus }),
    });
    if (result.ok) {
      cache.updateSyllabus(fields.course_title_id, (entries) =>
        entries.map((e) => (e.id === id ? result.value : e)),
      );
      setEditing(null);
      void cache.refresh();
    }
    return result;
  };

  const remove = async (entry: SyllabusEntry) => {
    if (!entry.id || isPendingEntry(entry) || courseId === null) {
      showError(m.syllabusInvalidId);
      return;
    }
    const confirmed = await confirmAction({
      title: 'Delete syllabus entry',
      message: m.syllabusDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const owner = courseId;
    const result = await task.run(() => deleteSyllabus(entry.id), {
      success: m.syllabusDeleted,
      errorText: (error) => operationError(op.deleteSyllabus, error, { fallback: fallback.deleteSyllabus }),
    });
    if (result.ok) {
      cache.updateSyllabus(owner, (entries) => entries.filter((e) => e.id !== entry.id));
      if (editing?.id === entry.id) setEditing(null);
      void cache.refresh();
    }
  };

  if (courses.isPending) return <LoadingState label="Loading courses" />;
  if (courses.isError)
    return (
      <LoadError
        message={operationError(op.fetchCourses, courses.error, { fallback: fallback.fetchCourses })}
        onRetry={() => courses.refetch()}
        retrying={courses.isFetching}
      />
    );

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Select
          label="Course"
          placeholder="Select a course"
          searchable
          nothingFoundMessage="No course matches"
          data={courses.data.map((c) => ({ value: String(c.id), label: c.course_title }))}
          value={courseId === null ? null : String(courseId)}
          onChange={chooseCourse}
          error={courseMissing ? 'Select a course first.' : undefined}
          maw={480}
        />
      </Paper>
      <SyllabusForm
        key={`${courseId ?? 'none'}-${editing?.id ?? 'new'}`}
        courseId={courseId}
        entry={editing}
        takenWeeks={(course?.syllabus ?? []).filter((e) => e.id !== editing?.id).map((e) => e.week_number)}
        busy={task.busy}
        onSubmit={(fields) => (editing ? update(editing.id, fields) : create(fields))}
        onCancel={() => setEditing(null)}
        onInvalid={(message, missing) => {
          setCourseMissing(missing);
          showError(message);
        }}
      />
      <section aria-labelledby="admin-syllabus-title">
        <Title order={2} size="h4" id="admin-syllabus-title" mb="md">
          {course ? `Syllabus of ${course.course_title}` : 'Syllabus'}
        </Title>
        {course ? (
          <SyllabusList entries={course.syllabus} busy={task.busy} onEdit={setEditing} onDelete={remove} />
        ) : (
          <Text c="dimmed">Select a course to see its syllabus.</Text>
        )}
      </section>
    </Stack>
  );
}
