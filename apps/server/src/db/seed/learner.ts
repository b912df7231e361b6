import { LEARNING_POINTS, PASS_PERCENT, sectionLabel } from '@skillpath/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import {
  activities,
  categories,
  courses,
  domains,
  enrollments,
  lessonProgress,
  lessons,
  mcqs,
  testAnswers,
  testSessions,
  users,
} from '../schema';

/**
 * The demo learner (SEED_DEMO): enrolled in one course, part-way through its lessons and classes, with
 * one submitted assessment section, so the dashboard, the admin's learner list and the statistics
 * show something on a fresh install. The password is generated at start and printed once.
 */
export const demoLearner = {
  name: 'Demo Learner',
  email: 'learner@skillpath.local',
  phone: '9876543210',
  course: 'Python FullStack',
  enrolledDaysAgo: 12,
  lessonsWatched: 3,
  sessionsHeld: 8,
  sessionsAttended: 6,
  exam: { domain: 'Python', section: 'aptitude', questions: 10, correct: 8, daysAgo: 2, minutes: 17 },
} as const;

const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 + minutes * 60_000);
const wrongOption = (correct: string) => (correct === 'A' ? 'B' : 'A');

/**
 * Writes the demo learner with plain inserts, as the app would have left them: the enrollment with its
 * attendance, watched lessons, a scored section with its answers, the activity lines and the learning
 * points those events earn (LEARNING_POINTS). Runs inside the demo seed's transaction.
 */
export async function insertDemoLearner(tx: Executor, passwordHash: string): Promise<void> {
  const d = demoLearner;
  const [user] = await tx
    .insert(users)
    .values({
      name: d.name,
      email: d.email,
      phone: d.phone,
      passwordHash,
      dateJoined: daysAgo(d.enrolledDaysAgo),
      // A demo address has no mailbox to open a confirmation link in.
      emailVerifiedAt: daysAgo(d.enrolledDaysAgo),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.title, d.course));
  const log: { description: string; createdAt: Date }[] = [
    { description: `Enrolled in ${d.course}`, createdAt: daysAgo(d.enrolledDaysAgo) },
  ];

  await tx.insert(enrollments).values({
    userId,
    courseId: course!.id,
    selectedAt: daysAgo(d.enrolledDaysAgo),
    sessionsHeld: d.sessionsHeld,
    sessionsAttended: d.sessionsAttended,
  });
  const watched = await tx
    .select({ id: lessons.id, title: lessons.title, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .where(eq(lessons.courseId, course!.id))
    .orderBy(asc(lessons.position))
    .limit(d.lessonsWatched);
  const watchedAt = (i: number) => daysAgo(d.enrolledDaysAgo - 2 - i * 2);
  await tx.insert(lessonProgress).values(
    // Played from start to end, as the player's reports would have recorded it.
    watched.map((l, i) => ({
      userId,
      lessonId: l.id,
      watchedAt: watchedAt(i),
      covered: [[0, l.durationSeconds]] as [number, number][],
    })),
  );
  watched.forEach((l, i) => {
    log.push({ description: `Watched "${l.title}" in ${d.course}`, createdAt: watchedAt(i) });
  });

  const { exam } = d;
  const [domain] = await tx.select().from(domains).where(eq(domains.name, exam.domain));
  const drawn = await tx
    .select({
      id: mcqs.id,
      question: mcqs.question,
      options: mcqs.options,
      correctAnswer: mcqs.correctAnswer,
    })
    .from(mcqs)
    .innerJoin(categories, eq(categories.id, mcqs.categoryId))
    .where(and(eq(categories.domainId, domain!.id), eq(categories.kind, exam.section)))
    .orderBy(asc(mcqs.id))
    .limit(exam.questions);
  const startedAt = daysAgo(exam.daysAgo);
  const submittedAt = daysAgo(exam.daysAgo, exam.minutes);
  const scorePercent = Math.round((exam.correct * 1000) / drawn.length) / 10;
  const [session] = await tx
    .insert(testSessions)
    .values({
      userId,
      domainId: domain!.id,
      domainName: domain!.name,
      section: exam.section,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + domain!.minutesPerSection * 60_000),
      submittedAt,
      correctAnswers: exam.correct,
      totalQuestions: drawn.length,
      scorePercent,
    })
    .returning({ id: testSessions.id });
  await tx.insert(testAnswers).values(
    drawn.map((q, i) => ({
      sessionId: session!.id,
      mcqId: q.id,
      position: i + 1,
      question: q.question,
      options: q.options,
      correctAnswer: q.correctAnswer,
      selectedOption: i < exam.correct ? q.correctAnswer : wrongOption(q.correctAnswer),
      status: 'answered',
      answeredAt: submittedAt,
    })),
  );
  log.push({
    description: `Scored ${scorePercent}% in the ${domain!.name} ${sectionLabel(exam.section)} assessment`,
    createdAt: submittedAt,
  });

  const points =
    watched.length * LEARNING_POINTS.lessonWatched +
    (scorePercent >= PASS_PERCENT ? LEARNING_POINTS.assessmentPassed : 0);
  await tx.update(users).set({ learningPoints: points }).where(eq(users.id, userId));
  await tx.insert(activities).values(log.map((a) => ({ userId, ...a })));
}
