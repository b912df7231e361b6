import { Text } from '@mantine/core';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/** A moment in a table: the day, and the time under it, so date columns stay narrow. '—' when absent. */
export function DateTimeCell({ iso }: { iso: string | null }) {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return <>—</>;
  return (
    <time dateTime={iso ?? undefined}>
      <Text span size="sm" display="block">
        {day.format(date)}
      </Text>
      <Text span size="xs" c="dimmed" display="block">
        {time.format(date)}
      </Text>
    </time>
  );
}
