/**
 * Where a spreadsheet may start a cell: the cell's start, or after a separator it may split on
 * (`,`, `;`, tab, a line break), followed by a character that starts a formula (=, +, -, @, tab, CR).
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * CSV text (RFC 4180) with a header row. Inbox data comes from the public, so every place a
 * spreadsheet could read as the start of a formula gets an apostrophe (OWASP, CSV injection).
 */
export function toCsv<T>(columns: [header: string, value: (row: T) => unknown][], rows: T[]): string {
  const cell = (value: unknown) => {
    const raw = value === null || value === undefined ? '' : String(value);
    const text = raw.replace(FORMULA_START, "'");
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
