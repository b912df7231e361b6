import { describe, expect, it } from 'vitest';
import { courseFixture, lessonsFixture } from '../../components/learner-account/learner-fixtures';
import { currentLesson, nextLesson, playedPercent } from './current-lesson';
import { reportDue } from './playback-reports';
import { relatedCourses } from './related-courses';
import { lessonCaptions } from './use-caption-track';

describe('relatedCourses', () => {
  it('keeps other courses sharing a domain, most shared first, ignoring case and spaces', () => {
    const me = courseFixture({ id: 1, course_related_domains: 'Full Stack Development, Python' });
    const all = [
      me,
      courseFixture({ id: 2, course_related_domains: 'full stack development' }),
      courseFixture({ id: 3, course_related_domains: 'Python ,  Full Stack Development' }),
      courseFixture({ id: 4, course_related_domains: 'Cyber Security' }),
    ];
    expect(relatedCourses(me, all).map((c) => c.id)).toEqual([3, 2]);
  });

  it('finds nothing for a course without domains', () => {
    expect(relatedCourses(courseFixture({ course_related_domains: '' }), [courseFixture({ id: 9 })])).toEqual(
      [],
    );
  });
});

describe('currentLesson', () => {
  const { lessons } = lessonsFixture();
  it('is the chosen lesson, else the first not watched, else the first', () => {
    expect(currentLesson(lessons, 2)?.id).toBe(2);
    expect(currentLesson([{ ...lessons[0]!, watched: true }, lessons[1]!], null)?.id).toBe(2);
    expect(
      currentLesson(
        lessons.map((l) => ({ ...l, watched: true })),
        null,
      )?.id,
    ).toBe(1);
    expect(currentLesson([], null)).toBeUndefined();
  });

  it('knows the next lesson', () => {
    expect(nextLesson(lessons, lessons[0]!)?.id).toBe(2);
    expect(nextLesson(lessons, lessons[1]!)).toBeUndefined();
  });
});

describe('lessonCaptions', () => {
  it('is WebVTT naming the lesson for its whole length', () => {
    expect(lessonCaptions({ title: 'Week 1', description: 'Basics', duration_seconds: 75 })).toBe(
      'WEBVTT\n\n00:00.000 --> 01:15.000\nWeek 1\nBasics\n',
    );
  });
});

describe('playback reports', () => {
  it('are due at the start and then every 10 seconds', () => {
    expect(reportDue(null, 5)).toBe(true);
    expect(reportDue(1_000, 10_999)).toBe(false);
    expect(reportDue(1_000, 11_000)).toBe(true);
  });

  it('show the share of the lesson the server counted, in whole percent up to 100', () => {
    expect(playedPercent({ seconds_watched: 0, duration_seconds: 4 })).toBe(0);
    expect(playedPercent({ seconds_watched: 3, duration_seconds: 4 })).toBe(75);
    expect(playedPercent({ seconds_watched: 1, duration_seconds: 3 })).toBe(33);
    expect(playedPercent({ seconds_watched: 9, duration_seconds: 4 })).toBe(100);
    expect(playedPercent({ seconds_watched: 0, duration_seconds: 0 })).toBe(0);
  });
});
