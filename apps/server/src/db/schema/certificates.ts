import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { domains } from './assessment';
import { users } from './auth';
import { courses } from './catalogue';

/**
 * Certificates (issue 17): one per learner and course, or per learner and assessment domain. The
 * title and holder's name are copied in at issue, so the certificate reads the same after a course is
 * renamed or deleted. `pdf_key` is the generated PDF in the document store; `mailed_at` is set when
 * the learner's notice is taken for sending (modules/certificates/delivery.ts).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique('certificates_code_key'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['course', 'assessment'] }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    title: text().notNull(),
    holderName: text('holder_name').notNull(),
    scorePercent: real('score_percent'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who issued it by hand; null when it was earned (issued automatically). */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    pdfKey: text('pdf_key'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    // Issuing is idempotent: a second pass or completion finds the first certificate.
    unique('certificates_user_course_key').on(t.userId, t.courseId),
    unique('certificates_user_domain_key').on(t.userId, t.domainId),
    check(
      'certificates_subject_check',
      sql`(${t.kind} = 'course' and ${t.domainId} is null) or (${t.kind} = 'assessment' and ${t.courseId} is null)`,
    ),
    index('certificates_issued_idx').on(t.issuedAt),
    index('certificates_unmailed_idx').on(t.id).where(sql`mailed_at is null`),
  ],
);
