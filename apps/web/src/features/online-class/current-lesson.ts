import type { Lesson } from '@skillpath/contract';

/** The lesson to show: the one chosen, else the first not yet watched, else the first. */
export function currentLesson(lessons: Lesson[], chosenId: number | null): Lesson | undefined {
  return lessons.find((l) => l.id === chosenId) ?? lessons.find((l) => !l.watched) ?? lessons[0];
}

/** The lesson after `lesson` in course order, if any. */
export function nextLesson(lessons: Lesson[], lesson: Lesson): Lesson | undefined {
  const index = lessons.findIndex((l) => l.id === lesson.id);
  return index >= 0 ? lessons[index + 1] : undefined;
}

export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** How much of a lesson the server has counted as played, in whole percent. */
export function playedPercent(lesson: Pick<Lesson, 'seconds_watched' | 'duration_seconds'>): number {
  if (lesson.duration_seconds <= 0) return 0;
  return Math.min(100, Math.floor((lesson.seconds_watched / lesson.duration_seconds) * 100));
}
