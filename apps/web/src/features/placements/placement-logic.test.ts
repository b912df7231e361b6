import { describe, expect, it } from 'vitest';
import { CATEGORY_COUNT, jobCategories } from './job-categories';
import { filterJobs } from './job-search';
import { placementCounts, SAMPLE_COUNTS } from './placement-counts';
import { placement } from './placement-fixtures';

const jobs = [
  placement({
    id: 1,
    placement_featuredjob_title: 'Frontend Developer',
    placement_featuredjob_company: 'Acme Labs',
  }),
  placement({
    id: 2,
    placement_featuredjob_title: 'Data Analyst',
    placement_featuredjob_company: 'Northwind',
    placement_featuredjob_location: 'Bengaluru',
    placement_location: 'Bengaluru',
    placement_keyword: 'sql',
    placement_category_title: 'Data Science',
  }),
];

describe('job search', () => {
  it('matches every word against title, company, location, keyword and category', () => {
    expect(filterJobs(jobs, { q: 'developer', location: '' }).map((j) => j.id)).toEqual([1]);
    expect(filterJobs(jobs, { q: 'NORTHWIND', location: '' }).map((j) => j.id)).toEqual([2]);
    expect(filterJobs(jobs, { q: 'sql bengaluru', location: '' }).map((j) => j.id)).toEqual([2]);
    expect(filterJobs(jobs, { q: 'data science', location: '' }).map((j) => j.id)).toEqual([2]);
    expect(filterJobs(jobs, { q: 'react acme', location: '' }).map((j) => j.id)).toEqual([1]);
    expect(filterJobs(jobs, { q: 'cobol', location: '' })).toEqual([]);
  });

  it('narrows by location, and an empty search keeps every job', () => {
    expect(filterJobs(jobs, { q: '', location: 'hyder' }).map((j) => j.id)).toEqual([1]);
    expect(filterJobs(jobs, { q: '  ', location: '' })).toHaveLength(2);
  });
});

describe('placement counters', () => {
  it('sum the stored counts', () => {
    expect(placementCounts(jobs)).toEqual({ jobs: 20, tasks: 40, freelancers: 10, sample: false });
  });

  it("fall back to the spec's sample numbers when nothing is stored", () => {
    expect(placementCounts([])).toEqual({ ...SAMPLE_COUNTS, sample: true });
    expect(SAMPLE_COUNTS).toEqual({ jobs: 1586, tasks: 3543, freelancers: 1232 });
  });
});

describe('job categories', () => {
  it('are eight examples when nothing is stored', () => {
    const categories = jobCategories([]);
    expect(categories).toHaveLength(CATEGORY_COUNT);
    expect(categories.every((c) => c.example)).toBe(true);
  });

  it('put the stored categories first, once each, and fill up to eight with other examples', () => {
    const categories = jobCategories([...jobs, placement({ placement_category_title: 'data science' })]);
    expect(categories).toHaveLength(CATEGORY_COUNT);
    expect(categories.slice(0, 2).map((c) => [c.title, c.jobs, c.example])).toEqual([
      ['Software Development', 1, false],
      ['Data Science', 2, false],
    ]);
    expect(categories.filter((c) => c.title === 'Software Development')).toHaveLength(1);
    expect(categories.slice(2).every((c) => c.example)).toBe(true);
  });
});
