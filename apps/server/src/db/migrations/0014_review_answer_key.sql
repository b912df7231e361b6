-- The review's answer key becomes one per-domain switch, off for every domain whatever its former
-- review_policy: a wrong answer's correct option is shown only where an admin turns it on again.
ALTER TABLE "domains" ADD COLUMN "show_correct_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" DROP COLUMN "review_policy";