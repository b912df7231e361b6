import { expect, type Page } from '@playwright/test';
import type { Course } from '@skillpath/contract';

/**
 * Opens /traininguser and returns the courses the catalogue held when the page was served. Other
 * journeys add courses to the shared server at any moment, so the list is read before and after the
 * page loads, and the page is loaded again if a course was added in between: a count taken on one
 * side only raced them (the page had 11 courses, the list read after it 12).
 */
export async function openTrainingPage(page: Page): Promise<Course[]> {
  const list = async (): Promise<Course[]> => (await page.request.get('/v1/api/list-courses/')).json();
  let courses: Course[] = [];
  await expect(async () => {
    const before = await list();
    await page.goto('/traininguser');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Courses' })).toBeVisible();
    courses = await list();
    expect(courses.length, 'no course added while the page loaded').toBe(before.length);
  }).toPass();
  return courses;
}
