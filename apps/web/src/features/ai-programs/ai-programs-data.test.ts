import { describe, expect, it } from 'vitest';
import { aiCourses, formatRupees } from './ai-courses';
import { aiCurricula } from './ai-curriculum';

describe('AI learning paths data (spec 001 §3, §9)', () => {
  it('has the three courses with their durations and prices', () => {
    expect(aiCourses.map(({ title, duration, price }) => [title, duration, formatRupees(price)])).toEqual([
      ['Machine Learning Mastery', '60 Days', '₹45,000'],
      ['Next-Gen Generative AI', '60 Days', '₹45,000'],
      ['Cloud AI Solutions', '4 Months', '₹60,000'],
    ]);
    for (const course of aiCourses) expect(course.features).toHaveLength(3);
  });

  it('has a syllabus of 9, 9 and 16 numbered weeks, in the order of the tabs', () => {
    expect(aiCurricula.map(({ course, weeks }) => [course, weeks.length])).toEqual([
      ['Machine Learning Mastery', 9],
      ['Next-Gen Generative AI', 9],
      ['Cloud AI Solutions', 16],
    ]);
    for (const { weeks } of aiCurricula) {
      expect(weeks.map((w) => w.week)).toEqual(weeks.map((_, i) => i + 1));
      for (const week of weeks) expect(week.topics.length).toBeGreaterThan(0);
    }
  });
});
