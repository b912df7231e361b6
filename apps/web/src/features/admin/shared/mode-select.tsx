import { Select, type SelectProps } from '@mantine/core';
import { MODES } from '@skillpath/contract';

/** The required Mode of a course, batch, internship or workshop (spec 001 §5). */
export function ModeSelect(props: Omit<SelectProps, 'label' | 'data'>) {
  return (
    <Select label="Mode" required data={MODES} placeholder="Choose a mode" allowDeselect={false} {...props} />
  );
}
