import { catalogueMessages, courseSchema, internshipSchema } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url });

describe('GET /v1/api/list-courses/', () => {
  it('lists the demo courses, each with its syllabus ordered by week', async () => {
    const res = await get('/v1/api/list-courses/');
    expect(res.statusCode).toBe(200);
    const courses = z.array(courseSchema).parse(res.json());
    expect(courses.length).toBeGreaterThanOrEqual(10);
    expect(courses.map((c) => c.course_title)).toContain('Python FullStack');
    for (const course of courses) {
      expect(course.syllabus.length).toBeGreaterThanOrEqual(8);
      const weeks = course.syllabus.map((s) => s.week_number);
      expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
      expect(course.course_image).toMatch(/^\/media\/courses\/[0-9a-f]+\.webp$/);
    }
  });

  it('serves course images from /media with a year of caching', async () => {
    const [course] = (await get('/v1/api/list-courses/')).json();
    const image = await get(course.course_image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown media file with a JSON 404', async () => {
    const res = await get('/media/courses/nothing.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTypeOf('string');
  });
});

describe('GET /v1/api/course/{id}/', () => {
  it('returns one course with its syllabus', async () => {
    const res = await get('/v1/api/course/1/');
    expect(res.statusCode).toBe(200);
    expect(courseSchema.parse(res.json()).syllabus.length).toBeGreaterThanOrEqual(8);
  });

  it('answers an unknown id with 404 and the spec message', async () => {
    const res = await get('/v1/api/course/99999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: catalogueMessages.courseNotFound, code: 'course_not_found' });
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers the id %s with 400', async (id) => {
    const res = await get(`/v1/api/course/${id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.id).toBeDefined();
  });
});

describe('GET /v1/api/course-by-title/', () => {
  it('finds a course by its title, whatever the case', async () => {
    const res = await get(`/v1/api/course-by-title/?title=${encodeURIComponent('python fullstack')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().course_title).toBe('Python FullStack');
  });

  it('answers an unknown title with 404 and a missing one with 400', async () => {
    expect((await get('/v1/api/course-by-title/?title=Basket%20Weaving')).statusCode).toBe(404);
    expect((await get('/v1/api/course-by-title/')).statusCode).toBe(400);
  });
});

describe('GET /v1/api/batches/', () => {
  it('lists batches by start date with every field', async () => {
    const batches = (await get('/v1/api/batches/')).json();
    expect(batches.length).toBeGreaterThanOrEqual(4);
    const dates = batches.map((b: { startDate: string }) => b.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(batches[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      instructor: expect.any(String),
      mode: expect.stringMatching(/^(Online|Offline|Hybrid)$/),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timings: expect.any(String),
      category: expect.any(String),
      image: expect.stringMatching(/^\/media\//),
    });
  });
});

describe('internships', () => {
  it('lists internships of the three categories with all fields', async () => {
    const list = z.array(internshipSchema).parse((await get('/v1/api/internships/')).json());
    for (const category of ['Full Stack Development', 'UI/UX Design', 'Data Science']) {
      expect(list.some((i) => i.internship_title.includes(category))).toBe(true);
    }
    expect(list.some((i) => i.internship_fee === 0)).toBe(true);
    expect(list.every((i) => i.internship_wyg.length > 0 && i.internship_requirements.length > 0)).toBe(true);
  });

  it('returns one internship, and 404 / 400 for unknown and bad ids', async () => {
    expect((await get('/v1/api/internships/1/')).json().id).toBe(1);
    const missing = await get('/v1/api/internships/4242/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: catalogueMessages.internshipNotFound,
      code: 'internship_not_found',
    });
    expect((await get('/v1/api/internships/x/')).statusCode).toBe(400);
  });
});
