import {
  authErrorCodes,
  authMessages,
  type Candidate,
  type candidateEditSchema,
  candidateRegisterSchema,
  type certificationInputSchema,
  emailMessages,
  LEARNING_POINTS,
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, Invalid, NotFound } from '../../errors';
import { normaliseImage } from '../../lib/images';
import type { MediaStore } from '../../lib/media-store';
import type { MultipartBody } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { recentActivities, recordActivity } from '../activity/queries';
import type { CurrentPasswordCheck } from '../auth/current-password';
import type { EmailConfirmations } from '../auth/email-confirmations';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  pointsAndRank,
  updateAccountPhone,
} from '../auth/queries';
import { courseCounts } from '../enrollment/queries';
import * as q from './queries';

export const PROFILE_IMAGE_FIELD = 'image';
const imageRules = {
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  maxSide: 512,
  tooLargeMessage: profileMessages.imageTooLarge,
  invalidMessage: profileMessages.imageInvalid,
};

/** Badges earned from real figures; shown on the dashboard. */
function badgesOf(
  f: { completed: number; enrolled: number; points: number },
  profileCompleted: boolean,
): string[] {
  const badges: string[] = [];
  if (profileCompleted) badges.push('Profile Complete');
  if (f.enrolled > 0) badges.push('First Enrollment');
  if (f.completed > 0) badges.push('Course Finisher');
  if (f.points >= 10 * LEARNING_POINTS.lessonWatched) badges.push('Dedicated Learner');
  return badges;
}

/** Who sends a request: the owner of the account, or an admin acting on it. */
interface Actor {
  id: number;
}

export function createProfileService(deps: {
  db: Db;
  media: MediaStore;
  confirmations: EmailConfirmations;
  currentPassword: CurrentPasswordCheck;
}) {
  const { db, media, confirmations, currentPassword } = deps;

  /**
   * The owner proves they are at the keyboard before the account's address or existence changes
   * (SECURITY.md, accounts): a stolen session alone must not take or destroy the account, nor guess
   * the password on and on (the check is limited per account). An admin acting on another account is
   * not asked for that account's password (their role and the audit log cover it).
   */
  async function requirePassword(
    actor: Actor,
    userId: number,
    password: string | undefined,
    missing: string,
  ) {
    if (actor.id !== userId) return;
    if (!password) throw Invalid(missing, { current_password: [missing] });
    await currentPassword.verify(userId, password);
  }

  /** Removes a picture file unless another profile shows the same (content-addressed) file. */
  async function discardImage(image: string, userId: number) {
    if (image && !(await q.imageUsedByOthers(db, image, userId))) await media.remove(image);
  }

  async function storeImage(body: MultipartBody): Promise<string | undefined> {
    const file = body.files[PROFILE_IMAGE_FIELD];
    if (!file) return undefined;
    return media.put('avatars', await normaliseImage(file.data, imageRules), 'webp');
  }

  return {
    async get(userId: number): Promise<Candidate> {
      const user = await findUserById(db, userId);
      if (!user) throw NotFound(profileMessages.dataNotFound);
      const [candidate, certs, rank, courses, activity, pendingEmail] = await Promise.all([
        q.findCandidate(db, userId),
        q.listCertifications(db, userId),
        pointsAndRank(db, userId),
        courseCounts(db, userId),
        recentActivities(db, userId),
        confirmations.pendingEmail(userId),
      ]);
      const f = { points: 0, ahead: 0, ...rank, ...courses };
      return {
        id: user.id,
        user_id: user.id,
        profile_completed: candidate !== undefined,
        name: user.name,
        image: candidate?.image ?? '',
        tagline: candidate?.tagline ?? '',
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        pending_email: pendingEmail,
        phone: user.phone,
        country: candidate?.country ?? '',
        occupation: candidate?.occupation ?? '',
        date_joined: user.dateJoined.toISOString(),
        lastLogin: user.lastLogin?.toISOString() ?? null,
        bio: candidate?.bio ?? '',
        skills: candidate?.skills ?? [],
        learningMode: candidate?.learningMode ?? '',
        studyGoal: candidate?.studyGoal ?? 0,
        notifications: candidate?.notifications ?? true,
        language: candidate?.language || 'English',
        linkedin: candidate?.linkedin ?? '',
        accountType: 'Free',
        learningPoints: f.points,
        certifications: certs.map((c) => ({
          id: c.id,
          title: c.title,
          issued: c.issued,
          description: c.description,
        })),
        completedCourses: f.completed,
        ongoingCourses: f.enrolled - f.completed,
        badges: badgesOf(f, candidate !== undefined),
        rank: f.ahead + 1,
        recentActivities: activity.map((a) => ({
          description: a.description,
          date: a.createdAt.toISOString(),
        })),
      };
    },

    /** /registerprofile: the whole profile, its certifications and an optional picture, at once. */
    async register(userId: number, body: MultipartBody): Promise<Candidate> {
      const {
        user_id: _ignored,
        certifications,
        ...fields
      } = parseOrThrow(candidateRegisterSchema, body.fields);
      const image = await storeImage(body);
      const previous = image ? (await q.findCandidate(db, userId))?.image : undefined;
      await db.transaction(async (tx) => {
        await q.upsertCandidate(tx, userId, { ...fields, ...(image ? { image } : {}) });
        await q.replaceCertifications(tx, userId, certifications);
        await recordActivity(tx, userId, 'Completed the profile');
      });
      if (previous && previous !== image) await discardImage(previous, userId);
      return this.get(userId);
    },

    /**
     * Saves the profile and phone. A new e-mail waits for its confirmation link, mailed to it; the
     * account keeps its address until the link is opened (auth/email-confirmations.ts).
     */
    async edit(
      actor: Actor,
      userId: number,
      input: z.output<typeof candidateEditSchema>,
    ): Promise<Candidate> {
      const { email, phone, current_password, ...fields } = input;
      // An admin may act on any id: one with no account is a 404, not a foreign-key failure.
      const user = await findUserById(db, userId);
      if (!user) throw NotFound(profileMessages.dataNotFound);
      const newEmail = email !== user.email.toLowerCase() ? email : undefined;
      if (newEmail) {
        await requirePassword(actor, userId, current_password, emailMessages.passwordToChangeEmail);
        if (await findUserByEmail(db, newEmail))
          throw Conflict(authMessages.emailExists, { email: [authMessages.emailExists] }).withCode(
            authErrorCodes.emailTaken,
          );
      }
      await db.transaction(async (tx) => {
        await updateAccountPhone(tx, userId, phone);
        await q.upsertCandidate(tx, userId, fields);
        await recordActivity(tx, userId, 'Updated the profile');
        if (newEmail) await confirmations.issue(tx, user, newEmail);
      });
      return this.get(userId);
    },

    async uploadImage(userId: number, body: MultipartBody): Promise<Candidate> {
      const image = await storeImage(body);
      if (!image) throw Invalid(profileMessages.imageInvalid, { image: [profileMessages.imageInvalid] });
      const previous = (await q.findCandidate(db, userId))?.image;
      await q.setCandidateImage(db, userId, image);
      if (previous && previous !== image) await discardImage(previous, userId);
      return this.get(userId);
    },

    async deleteImage(userId: number): Promise<Candidate> {
      const previous = (await q.findCandidate(db, userId))?.image;
      if (previous) {
        await q.setCandidateImage(db, userId, '');
        await discardImage(previous, userId);
      }
      return this.get(userId);
    },

    async addCertification(userId: number, input: z.output<typeof certificationInputSchema>) {
      if (!(await findUserById(db, userId))) throw NotFound(profileMessages.dataNotFound);
      const row = await q.insertCertification(db, userId, input);
      return { id: row.id, title: row.title, issued: row.issued, description: row.description };
    },

    async removeCertification(userId: number, certificationId: number): Promise<void> {
      if (!(await q.deleteCertification(db, userId, certificationId)))
        throw NotFound('Certification not found.');
    },

    /** Deletes the account and everything it owns (rows cascade; the picture file goes too). */
    async deleteAccount(actor: Actor, userId: number, currentPassword: string | undefined): Promise<void> {
      if (!(await findUserById(db, userId))) throw NotFound(profileMessages.dataNotFound);
      await requirePassword(actor, userId, currentPassword, emailMessages.passwordToDelete);
      const image = (await q.findCandidate(db, userId))?.image;
      if (!(await deleteUser(db, userId))) throw NotFound(profileMessages.dataNotFound);
      if (image) await discardImage(image, userId);
    },
  };
}
