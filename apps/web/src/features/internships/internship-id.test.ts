import { describe, expect, it } from 'vitest';
import { parseInternshipId } from './internship-id';

describe('internship id in the URL', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('accepts %s', (raw, id) => {
    expect(parseInternshipId(raw)).toBe(id);
  });

  it.each([undefined, '', 'abc', '1a', '-1', '0', '1.5', ' 1', '99999999999999999999'])(
    'refuses %s',
    (raw) => {
      expect(parseInternshipId(raw)).toBeNull();
    },
  );
});
