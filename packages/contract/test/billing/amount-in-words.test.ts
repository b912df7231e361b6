import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/billing/amount-in-words';

const rupees = (n: number) => n * 100;

describe('amountInWords', () => {
  it('says rupees in Indian numbering: crore, lakh, thousand, hundred', () => {
    expect(amountInWords(rupees(118_000))).toBe('One Lakh Eighteen Thousand Rupees Only');
    expect(amountInWords(rupees(45_000))).toBe('Forty Five Thousand Rupees Only');
    expect(amountInWords(rupees(60_000))).toBe('Sixty Thousand Rupees Only');
    expect(amountInWords(rupees(1_00_00_000))).toBe('One Crore Rupees Only');
    expect(amountInWords(rupees(12_34_56_789))).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees Only',
    );
    expect(amountInWords(rupees(101))).toBe('One Hundred One Rupees Only');
    expect(amountInWords(rupees(1_000_019))).toBe('Ten Lakh Nineteen Rupees Only');
    expect(amountInWords(rupees(99_99_99_999))).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only',
    );
  });

  it('says a count of crores above 99 in words too', () => {
    expect(amountInWords(rupees(1_25_00_00_000))).toBe('One Hundred Twenty Five Crore Rupees Only');
    expect(amountInWords(rupees(1_00_000_00_00_000))).toBe('One Lakh Crore Rupees Only');
  });

  it('adds the paise, and says one rupee and one paisa in the singular', () => {
    expect(amountInWords(rupees(118_000) + 50)).toBe(
      'One Lakh Eighteen Thousand Rupees and Fifty Paise Only',
    );
    expect(amountInWords(101)).toBe('One Rupee and One Paisa Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(99)).toBe('Ninety Nine Paise Only');
  });

  it('says zero', () => {
    expect(amountInWords(0)).toBe('Zero Rupees Only');
  });

  it('refuses what is not a whole number of paise from 0', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(() => amountInWords(bad)).toThrow(RangeError);
  });
});
