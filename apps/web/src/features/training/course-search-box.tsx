import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';

interface CourseSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The training page's search box (DESIGN §8: it filters the course grid as you type). */
export function CourseSearchBox({ value, onChange, inputRef }: CourseSearchBoxProps) {
  return (
    <TextInput
      ref={inputRef}
      type="search"
      label="Search courses"
      placeholder="Course, trainer or skill"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null
      }
      w={{ base: '100%', sm: 340 }}
    />
  );
}
