import { learningRoutes, routeUrl } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/** A learner as the helpers return one: its token and id. */
interface Learner {
  token: string;
  id: number;
}

/** Reports a playback position of a lesson, as the online class player does. */
export const heartbeat = (t: TestApp, learner: Learner, lessonId: number, position: number) =>
  t.call({
    method: 'POST',
    url: routeUrl(learningRoutes.heartbeat, { id: lessonId }),
    token: learner.token,
    payload: { position_seconds: position },
  });

/**
 * Lets `seconds` of wall-clock time pass for the learner's playback without waiting: the server
 * measures time between reports with the database clock, so the stored report times move back.
 */
export async function letTimePass(t: TestApp, learner: Learner, seconds: number): Promise<void> {
  await t.app.db.execute(
    sql`update lesson_progress set last_heartbeat_at = last_heartbeat_at - make_interval(secs => ${seconds})
        where user_id = ${learner.id}`,
  );
}

/** Plays a lesson from start to end in real (simulated) time: it counts as watched. */
export async function playLesson(
  t: TestApp,
  learner: Learner,
  lesson: { id: number; duration_seconds: number },
) {
  const start = await heartbeat(t, learner, lesson.id, 0);
  if (start.statusCode !== 200) throw new Error(`heartbeat failed: ${start.statusCode} ${start.body}`);
  await letTimePass(t, learner, lesson.duration_seconds);
  const end = await heartbeat(t, learner, lesson.id, lesson.duration_seconds);
  if (!end.json().watched) throw new Error(`lesson ${lesson.id} not watched: ${end.body}`);
  return end;
}
