import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search in effect. */
  value: string;
  /** Called 300 ms after the person stops typing. */
  onSearch: (value: string) => void;
}

/** A search box that asks the server once typing pauses, not on every key. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text.trim(), 300);
  const sent = useRef(value);

  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      miw={220}
    />
  );
}
