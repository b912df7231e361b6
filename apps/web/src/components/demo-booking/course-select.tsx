import { Button, Group, Select, type SelectProps } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';

/** The course titles a demo can be booked for, and the state of the list they come from. */
export interface CourseChoice {
  titles: string[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

interface CourseSelectProps extends Omit<SelectProps, 'data'> {
  choice: CourseChoice;
}

/** Course picker of the demo form; the course is optional (spec 000 §5 requires only the other fields). */
export function CourseSelect({ choice, error, value, ...props }: CourseSelectProps) {
  const failed = choice.status === 'error';
  return (
    <div>
      <Select
        label="Course"
        description="Optional: the course you would like to see"
        placeholder={choice.status === 'pending' ? catalogueMessages.loadingCourses : 'Choose a course'}
        data={choice.titles}
        disabled={choice.status === 'pending'}
        clearable
        searchable
        nothingFoundMessage="No course matches"
        error={error ?? (failed ? catalogueMessages.coursesFailed : undefined)}
        {...props}
        // The form holds '' for "no course"; Select clears its search text only for null.
        value={value || null}
      />
      {failed && (
        <Group mt={6}>
          <Button variant="light" size="xs" onClick={choice.onRetry}>
            Retry
          </Button>
        </Group>
      )}
    </div>
  );
}
