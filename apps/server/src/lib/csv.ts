/**
 * CSV text (RFC 4180) with a header row. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ at the start) are prefixed with an apostrophe: inbox data comes from the public.
 */
export function toCsv<T>(columns: [header: string, value: (row: T) => unknown][], rows: T[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(([header]) => cell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Headers that make a browser download the CSV instead of showing it. */
export function csvHeaders(name: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${stamp}.csv"`,
    'cache-control': 'no-store',
  };
}
