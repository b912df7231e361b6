import { describe, expect, it } from 'vitest';
import { filterCourses } from './filter-courses';
import { courses } from './training-fixtures';

const titles = (query: string) => filterCourses(courses, query).map((course) => course.course_title);

describe('course search', () => {
  it('keeps every course for an empty or blank query', () => {
    expect(titles('')).toEqual(['Python FullStack', 'DevOps', 'Data Science']);
    expect(titles('   ')).toHaveLength(3);
  });

  it.each([
    ['the title', 'devops', ['DevOps']],
    ['the trainer', 'PRIYA', ['Data Science']],
    ['the related domains', 'cloud computing', ['DevOps']],
    ['the description', 'kubernetes', ['DevOps']],
    ['any of them, case-insensitively', 'DATA', ['Data Science']],
  ])('finds a course by %s', (_field, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('needs every word of the query, in any field', () => {
    expect(titles('machine priya')).toEqual(['Data Science']);
    expect(titles('machine ananya')).toEqual([]);
  });

  it('finds nothing for a word no course has', () => {
    expect(titles('cobol')).toEqual([]);
  });
});
