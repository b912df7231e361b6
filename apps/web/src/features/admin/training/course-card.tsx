import { Stack, Text } from '@mantine/core';
import { type Course, formatListedFee } from '@skillpath/contract';
import { AdminCard } from '../shared/admin-card';

interface CourseCardProps {
  course: Course;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** A course of the admin grid (spec 001 §2), with Edit and Delete. */
export function CourseCard({ course, busy, onEdit, onDelete }: CourseCardProps) {
  return (
    <AdminCard
      title={course.course_title}
      badge={course.course_mode}
      image={course.course_image}
      busy={busy}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Stack gap={4} mt="xs">
        <Fact label="Trainer" value={course.course_trainer} />
        <Fact label="Duration" value={`${course.course_duration} hours`} />
        <Fact label="Fee" value={formatListedFee(course.course_fee)} />
        <Fact label="Language" value={course.course_language} />
        <Fact label="Domains" value={course.course_related_domains} />
        {/* Spec 001 §3: top companies shown as 'None' when empty. */}
        <Fact label="Top companies" value={course.course_top_com.trim() || 'None'} />
        <Fact label="Syllabus" value={`${course.syllabus.length} weeks`} />
      </Stack>
    </AdminCard>
  );
}
