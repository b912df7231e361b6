import { Button, Group, NumberInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { attendanceInputSchema, type UserCourse } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/forms';
import { inboxScreenMessages } from '../shared/admin-messages';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import { type LearnerDetail, saveAttendance } from './learners-api';

interface AttendanceValues {
  sessions_held: number | string;
  sessions_attended: number | string;
}

const validate = schemaResolver(attendanceInputSchema, { sync: true });

/** Sessions held and attended of one enrollment; saving recomputes the course progress. */
export function AttendanceForm({ learnerId, course }: { learnerId: number; course: UserCourse }) {
  const queryClient = useQueryClient();
  const form = useForm<AttendanceValues>({
    mode: 'controlled',
    initialValues: { sessions_held: course.sessions_held, sessions_attended: course.sessions_attended },
    validate,
  });

  const save = useMutation({
    mutationFn: (values: { sessions_held: number; sessions_attended: number }) =>
      saveAttendance(course.enrollment_id, values),
    onSuccess: (progress) => {
      queryClient.setQueryData<LearnerDetail>(['admin', 'learner', learnerId], (old) =>
        old
          ? {
              ...old,
              courses: old.courses.map((c) =>
                c.enrollment_id === course.enrollment_id ? { ...c, ...progress } : c,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'learners'] });
      notify('success', `${inboxScreenMessages.attendanceSaved} Progress: ${progress.progress}%.`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) applyFieldErrors(form, error);
      notify('error', `${inboxScreenMessages.attendanceFailed}: ${errorReason(error)}`);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          sessions_held: Number(values.sessions_held),
          sessions_attended: Number(values.sessions_attended),
        }),
      )}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Sessions held"
          min={0}
          max={1000}
          allowNegative={false}
          allowDecimal={false}
          w={140}
          {...form.getInputProps('sessions_held')}
        />
        <NumberInput
          label="Sessions attended"
          min={0}
          max={1000}
          allowNegative={false}
          allowDecimal={false}
          w={160}
          {...form.getInputProps('sessions_attended')}
        />
        <Button type="submit" loading={save.isPending}>
          Save attendance
        </Button>
      </Group>
    </form>
  );
}
