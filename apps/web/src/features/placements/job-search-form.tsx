import { Button, Group, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { JobSearch } from './job-search';
import classes from './placements.module.css';

interface JobSearchFormProps {
  search: JobSearch;
  onChange: (next: JobSearch) => void;
  /** Search: take the person to the results (the list filters while they type). */
  onSubmit: () => void;
}

/** The placement page's search: keywords (title, company, location, keyword, category) and a location. */
export function JobSearchForm({ search, onChange, onSubmit }: JobSearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search aria-label="Jobs" className={classes.search}>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label="Search jobs"
            placeholder="Job title, company, keyword or category"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.q}
            onChange={(e) => onChange({ ...search, q: e.currentTarget.value })}
            style={{ flex: '2 1 240px' }}
          />
          <TextInput
            label="Location"
            placeholder="City or Remote"
            leftSection={<IconMapPin size={16} aria-hidden />}
            value={search.location}
            onChange={(e) => onChange({ ...search, location: e.currentTarget.value })}
            style={{ flex: '1 1 180px' }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '0 0 auto' }}
          >
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}
