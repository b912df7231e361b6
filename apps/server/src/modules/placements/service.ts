import {
  placementErrorCodes as codes,
  type jobApplicationListQuerySchema,
  placementMessages as m,
  type Placement,
  type PlacementAccess,
  type placementInputSchema,
  placementStandingText,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { storeDataUrlImage } from '../../lib/data-url';
import type { MediaStore } from '../../lib/media-store';
import { recordActivity } from '../activity/queries';
import { bestProgressOf, placementStandingOf } from '../enrollment/progress';
import * as q from './queries';

const imageRules = {
  maxBytes: 5 * 1024 * 1024,
  maxSide: 1200,
  tooLargeMessage: 'The image is larger than 5 MB.',
  invalidMessage: 'Please upload a valid image file.',
};

const toPlacement = (r: q.PlacementRow): Placement => ({
  id: r.id,
  placement_location: r.location,
  placement_keyword: r.keyword,
  placement_search_button: r.searchUrl,
  placement_jobs_posted: r.jobsPosted,
  placement_tasks_posted: r.tasksPosted,
  placement_freelancer: r.freelancers,
  placement_category_img: r.categoryImage,
  placement_category_title: r.categoryTitle,
  placement_category_description: r.categoryDescription,
  placement_featuredjob_img: r.jobImage,
  placement_featuredjob_title: r.jobTitle,
  placement_featuredjob_company: r.jobCompany,
  placement_featuredjob_location: r.jobLocation,
  placement_featuredjob_mode: r.jobMode,
  placement_featuredjob_posted: r.jobPosted,
  created_at: r.createdAt.toISOString(),
});

type Input = z.output<typeof placementInputSchema>;

/** Placements and their featured jobs (DESIGN §8: stored on the server, managed by admins). */
export function createPlacementService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;

  async function values(input: Input, current?: q.PlacementRow): Promise<q.PlacementValues> {
    const picture = (field: 'placement_category_img' | 'placement_featuredjob_img', now?: string) =>
      storeDataUrlImage(media, {
        folder: 'placements',
        field,
        value: input[field],
        current: now,
        rules: imageRules,
      });
    return {
      location: input.placement_location,
      keyword: input.placement_keyword,
      searchUrl: input.placement_search_button,
      jobsPosted: input.placement_jobs_posted,
      tasksPosted: input.placement_tasks_posted,
      freelancers: input.placement_freelancer,
      categoryImage: await picture('placement_category_img', current?.categoryImage),
      categoryTitle: input.placement_category_title,
      categoryDescription: input.placement_category_description,
      jobImage: await picture('placement_featuredjob_img', current?.jobImage),
      jobTitle: input.placement_featuredjob_title,
      jobCompany: input.placement_featuredjob_company,
      jobLocation: input.placement_featuredjob_location,
      jobMode: input.placement_featuredjob_mode,
      jobPosted: input.placement_featuredjob_posted,
    };
  }

  return {
    list: async () => (await q.listPlacements(db)).map(toPlacement),

    async get(id: number) {
      const row = await q.findPlacement(db, id);
      if (!row) throw NotFound(m.placementNotFound).withCode(codes.placementNotFound);
      return toPlacement(row);
    },

    create: async (input: Input) => toPlacement(await q.insertPlacement(db, await values(input))),

    async update(id: number, input: Input) {
      const current = await q.findPlacement(db, id);
      if (!current) throw NotFound(m.placementNotFound).withCode(codes.placementNotFound);
      return toPlacement((await q.updatePlacement(db, id, await values(input, current)))!);
    },

    async remove(id: number) {
      if (!(await q.deletePlacement(db, id)))
        throw NotFound(m.placementNotFound).withCode(codes.placementNotFound);
    },

    /** Where the learner stands against the gate of `apply`, for the web to say before anyone applies. */
    async access(userId: number): Promise<PlacementAccess> {
      const standing = await placementStandingOf(db, userId);
      return { ...standing, open: standing.progress >= standing.required };
    },

    /**
     * A learner applies once one of their courses is at least half done; the refusal says how far
     * they are and in which course.
     */
    async apply(user: { id: number; email: string }, placementId: number) {
      const placement = await q.findPlacement(db, placementId);
      if (!placement) throw NotFound(m.placementNotFound).withCode(codes.placementNotFound);
      const standing = await placementStandingOf(db, user.id);
      const best = standing.progress;
      if (best < standing.required)
        throw Forbidden(placementStandingText(standing)).withCode(codes.progressTooLow);
      const row = await db.transaction(async (tx) => {
        const created = await q.insertApplication(tx, placementId, user.id);
        if (created)
          await recordActivity(tx, user.id, `Applied for ${placement.jobTitle} at ${placement.jobCompany}`);
        return created;
      });
      if (!row) throw Conflict(m.alreadyApplied).withCode(codes.alreadyApplied);
      return {
        id: row.id,
        placement_id: placementId,
        created_at: row.createdAt.toISOString(),
        best_progress: best,
        message: m.applied,
      };
    },

    async applications(filter: z.output<typeof jobApplicationListQuerySchema>) {
      const { count, rows } = await q.listApplications(db, filter);
      const progress = await bestProgressOf(db, [...new Set(rows.map((r) => r.application.userId))]);
      const results = rows.map((row) => ({
        id: row.application.id,
        placement_id: row.application.placementId,
        job_title: row.jobTitle,
        company: row.company,
        applicant_id: row.application.userId,
        applicant_name: row.name,
        applicant_email: row.email,
        applicant_phone: row.phone,
        best_progress: progress.get(row.application.userId) ?? 0,
        resume_request_id: row.resumeRequestId,
        created_at: row.application.createdAt.toISOString(),
      }));
      return { count, results };
    },
  };
}
