import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { MediaStore } from '../../lib/media-store';
import { hashPassword } from '../../lib/passwords';
import { assetsDir } from '../../paths';
import type { Db } from '../database';
import {
  batches,
  billingSettings,
  courses,
  internships,
  lessons,
  placements,
  programs,
  syllabusEntries,
  workshops,
} from '../schema';
import { seedQuestionBank, storeDomainImages } from './bank';
import { demoBatches } from './batches';
import { demoBillingSettings } from './billing';
import { demoCourses } from './courses';
import { renderCover } from './images';
import { demoInternships } from './internships';
import { insertDemoLearner } from './learner';
import { demoPlacements, demoWorkshops } from './placements';
import { demoPrograms } from './programs';

const LESSONS_PER_COURSE = 5;
/** The length of assets/lesson-sample.webm (its WebM header says 4000 ms). */
const SAMPLE_VIDEO_SECONDS = 4;
const isoDateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Loads the demo content into an empty database (SEED_DEMO); does nothing once courses exist. With
 * `learnerPassword`, the demo learner (seed/learner.ts) is created too, in the same transaction.
 */
export async function seedDemo(
  db: Db,
  media: MediaStore,
  opts: { learnerPassword?: string } = {},
): Promise<boolean> {
  const [{ value }] = (await db.select({ value: count() }).from(courses)) as [{ value: number }];
  if (value > 0) return false;
  // Hashed on a password thread while the covers are drawn, not before them.
  const learnerHash = opts.learnerPassword ? hashPassword(opts.learnerPassword) : undefined;
  learnerHash?.catch(() => {}); // a failure surfaces where it is awaited, below, not as unhandled

  // Images first: files are content-addressed, so a failed seed leaves nothing harmful behind. And
  // never inside the transaction: with MEDIA_STORE=db on PGlite a put would wait for it to end.
  const courseImages = await Promise.all(
    demoCourses.map(async (c, i) => media.put('courses', await renderCover(c.title, i), 'webp')),
  );
  const internshipImages = await Promise.all(
    demoInternships.map(async (c, i) => media.put('internships', await renderCover(c.title, i + 3), 'webp')),
  );
  const batchImages = await Promise.all(
    demoBatches.map(async (b, i) => media.put('batches', await renderCover(b.category, i + 6), 'webp')),
  );

  const domainImages = await storeDomainImages(media, 12);

  // One short sample video shipped in the repo stands in for every demo lesson, so the online class
  // plays offline. Each lesson stores that file's real length: playback must cover most of it.
  const sampleVideo = await media.put(
    'lessons',
    await readFile(path.join(assetsDir, 'lesson-sample.webm')),
    'webm',
  );

  const learnerPasswordHash = await learnerHash;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(courses)
      .values(
        demoCourses.map((c, i) => ({
          title: c.title,
          description: c.description,
          image: courseImages[i]!,
          durationHours: c.hours,
          mode: c.mode,
          trainer: c.trainer,
          language: c.language,
          enrolledCount: c.enrolled,
          relatedDomains: c.domains,
          topCompanies: c.companies,
          opportunities: c.opportunities,
          fee: c.fee,
        })),
      )
      .returning({ id: courses.id });
    await tx.insert(syllabusEntries).values(
      demoCourses.flatMap((c, i) =>
        c.weeks.map(([title, topics], w) => ({
          courseId: inserted[i]!.id,
          weekNumber: w + 1,
          title,
          topics,
        })),
      ),
    );
    await tx.insert(lessons).values(
      demoCourses.flatMap((c, i) =>
        c.weeks.slice(0, LESSONS_PER_COURSE).map(([title, topics], w) => ({
          courseId: inserted[i]!.id,
          title: `Week ${w + 1}: ${title}`,
          description: `In this lesson: ${topics.join(', ')}.`,
          videoUrl: sampleVideo,
          durationSeconds: SAMPLE_VIDEO_SECONDS,
          position: w + 1,
        })),
      ),
    );
    await tx.insert(batches).values(
      demoBatches.map((b, i) => ({
        name: b.name,
        instructor: b.instructor,
        mode: b.mode,
        startDate: isoDateInDays(b.inDays),
        timings: b.timings,
        category: b.category,
        image: batchImages[i]!,
      })),
    );
    await tx.insert(internships).values(
      demoInternships.map((d, i) => ({
        title: d.title,
        duration: d.duration,
        mode: d.mode,
        fee: d.fee,
        description: d.description,
        mentor: d.mentor,
        language: d.language,
        relatedDomains: d.domains,
        faqs: d.faqs,
        cardImage: internshipImages[i]!,
        whatYouGet: d.wyg,
        requirements: d.requirements,
        mentorQualification: d.qualification,
      })),
    );
    await tx.insert(placements).values(
      demoPlacements.map((p) => ({
        location: p.location,
        keyword: p.keyword,
        jobsPosted: p.counts[0],
        tasksPosted: p.counts[1],
        freelancers: p.counts[2],
        categoryTitle: p.category,
        categoryDescription: p.description,
        jobTitle: p.job[0],
        jobCompany: p.job[1],
        jobLocation: p.job[2],
        jobMode: p.job[3],
        jobPosted: isoDateInDays(p.job[4]),
      })),
    );
    await tx.insert(workshops).values(
      demoWorkshops.map((w) => ({
        title: w.title,
        trainer: w.trainer,
        mode: w.mode,
        date: isoDateInDays(w.inDays),
        time: w.time,
        closingDate: isoDateInDays(w.inDays - 3),
        duration: w.duration,
        languages: w.languages,
        enrolled: w.enrolled,
        capacity: w.capacity,
        fee: w.fee,
        description: w.description,
        opportunities: w.opportunities,
      })),
    );
    await tx.insert(programs).values(demoPrograms.map((p, i) => ({ ...p, position: i + 1 })));
    // Settings an admin saved before the demo content came stay as they are.
    await tx.insert(billingSettings).values(demoBillingSettings).onConflictDoNothing();
    await seedQuestionBank(tx, domainImages);
    if (learnerPasswordHash) await insertDemoLearner(tx, learnerPasswordHash);
  });
  return true;
}
