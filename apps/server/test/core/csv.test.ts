import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/lib/csv';

/** The CSV line of one cell holding `value`. */
const cellOf = (value: string) => toCsv([['h', (v: string) => v]], [value]).split('\r\n')[1];

describe('toCsv', () => {
  it('quotes per RFC 4180', () => {
    expect(toCsv([['a', (r: { a: unknown }) => r.a]], [{ a: 'say "hi"' }, { a: null }])).toBe(
      'a\r\n"say ""hi"""\r\n\r\n',
    );
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('defuses a formula at the start: %j', (value) => {
    expect(cellOf(value)).toMatch(/^"?'/);
  });

  it.each([
    ['x;=1+1;y', "x;'=1+1;y"],
    ['x,=1+1', `"x,'=1+1"`],
    ['x\t=1+1', "x\t'=1+1"],
    ['a;+b;-c;@d', "a;'+b;'-c;'@d"],
    ['note\n=HYPERLINK("http://evil")', `"note\n'=HYPERLINK(""http://evil"")"`],
    ['=1;=2', "'=1;'=2"],
  ])('defuses a formula after a separator a spreadsheet may split on: %j', (value, expected) => {
    expect(cellOf(value)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(cellOf('Ravi Kumar; Python, DevOps')).toBe('"Ravi Kumar; Python, DevOps"');
    expect(cellOf('a-b+c=d@e')).toBe('a-b+c=d@e');
  });
});
