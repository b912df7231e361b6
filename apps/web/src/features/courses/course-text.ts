import type { SyllabusEntry } from '@skillpath/contract';

/** The items of a comma-separated field (spec 000 §3: domains, companies), trimmed, blanks dropped. */
export function commaList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Top hiring companies as one comma list, 'None' when the course names none. */
export function companiesText(value: string | null | undefined): string {
  const companies = commaList(value);
  return companies.length > 0 ? companies.join(', ') : 'None';
}

/** Spec 000 §3: a week's topics arrive as a list or as text; either way they read as one line. */
export function topicsText(topics: SyllabusEntry['topics'] | string | null | undefined): string {
  if (Array.isArray(topics))
    return topics
      .map((topic) => topic.trim())
      .filter(Boolean)
      .join(', ');
  return (topics ?? '').trim();
}

/** The syllabus in teaching order (by week number), whatever order the server sent. */
export function syllabusByWeek(syllabus: SyllabusEntry[] | null | undefined): SyllabusEntry[] {
  return [...(syllabus ?? [])].sort((a, b) => a.week_number - b.week_number);
}
