import type { Workshop } from '@skillpath/contract';

/** A date `days` from today, as the API writes it. */
export function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function workshop(overrides: Partial<Workshop> = {}): Workshop {
  return {
    id: 1,
    title: 'React in a Day',
    trainer: 'Priya Sharma',
    course_mode: 'Online',
    date: inDays(10),
    time: '10:00',
    admin_closing_date: inDays(7),
    duration: '6 hours',
    available_languages: 'English, Hindi',
    already_enrolled: 12,
    capacity: 40,
    fee: 0,
    description: 'Build and ship a small React app.',
    opportunities: 'Frontend internships',
    open: true,
    ...overrides,
  };
}
