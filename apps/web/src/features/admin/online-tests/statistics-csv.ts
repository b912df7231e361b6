import type { ItemStatistic } from '@skillpath/contract';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet (question texts come from imports).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The statistics table as CSV, in the order shown, with the API's field names as headers. */
export function statisticsCsv(items: ItemStatistic[]): string {
  const header = [
    'mcq_id',
    'question',
    'category',
    'section',
    'correct_answer',
    'times_drawn',
    'times_answered',
    'facility',
    'discrimination',
    'share_A',
    'share_B',
    'share_C',
    'share_D',
    'dubious',
    'reasons',
  ];
  const rows = items.map((i) => [
    i.mcq_id,
    i.question,
    i.category_name,
    i.section,
    i.correct_answer,
    i.times_drawn,
    i.times_answered,
    i.facility,
    i.discrimination,
    i.option_shares.A,
    i.option_shares.B,
    i.option_shares.C,
    i.option_shares.D,
    i.dubious,
    i.reasons.join(' '),
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
