import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  emptyFilters,
  filterInternships,
  type InternshipFilters,
} from './internship-filters';
import { sampleInternships } from './internship-fixtures';

const ids = (filters: Partial<InternshipFilters>) =>
  filterInternships(sampleInternships, { ...emptyFilters, ...filters }).map((i) => i.id);

describe('internship filters (spec 000 §5)', () => {
  it('shows everything when no filter is set', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('matches profile against the title, case-insensitively and as a substring', () => {
    expect(ids({ profile: 'full stack development' })).toEqual([1, 2]);
    expect(ids({ profile: 'UI/UX DESIGN' })).toEqual([3]);
    expect(ids({ profile: 'django' })).toEqual([2]);
  });

  it('ignores spaces around a typed value', () => {
    expect(ids({ profile: '  data science ' })).toEqual([4]);
  });

  it('matches domains against the related domains, not the title', () => {
    expect(ids({ domains: 'python' })).toEqual([2]);
    expect(ids({ domains: 'figma' })).toEqual([3]);
    expect(ids({ domains: 'internship' })).toEqual([]);
  });

  it('matches mentor and duration', () => {
    expect(ids({ mentor: 'meera' })).toEqual([3]);
    expect(ids({ duration: '2 months' })).toEqual([2, 3]);
    expect(ids({ duration: 'weeks' })).toEqual([4]);
  });

  it('matches fee against the fee as shown, and its bare number', () => {
    expect(ids({ fee: 'performance' })).toEqual([1, 3]);
    expect(ids({ fee: '₹4,999' })).toEqual([2]);
    expect(ids({ fee: '4999' })).toEqual([2]);
  });

  it("matches posted against the client's '1 week ago'", () => {
    expect(ids({ posted: '1 week' })).toEqual([1, 2, 3, 4]);
    expect(ids({ posted: 'today' })).toEqual([]);
  });

  it('matches the online and offline checkboxes against the mode; both ticked show either', () => {
    expect(ids({ online: true })).toEqual([2, 3]);
    expect(ids({ offline: true })).toEqual([4]);
    expect(ids({ online: true, offline: true })).toEqual([2, 3, 4]);
  });

  it('searches every string field, the list fields and the shown fee', () => {
    expect(ids({ search: 'hindi' })).toEqual([2]);
    expect(ids({ search: 'FIGMA ACCOUNT' })).toEqual([3]);
    expect(ids({ search: 'weekly mentor' })).toEqual([1]);
    expect(ids({ search: '₹3,999' })).toEqual([4]);
    expect(ids({ search: 'm.tech' })).toEqual([1, 2, 3, 4]);
  });

  it('does not search the card image path', () => {
    expect(ids({ search: 'media' })).toEqual([]);
  });

  it('requires every set filter to match', () => {
    expect(ids({ profile: 'full stack', fee: 'performance' })).toEqual([1]);
    expect(ids({ profile: 'full stack', offline: true })).toEqual([]);
  });

  it('counts the filters that are set', () => {
    expect(countActiveFilters(emptyFilters)).toBe(0);
    expect(countActiveFilters({ ...emptyFilters, profile: 'UI', search: '  ', online: true })).toBe(2);
  });
});
