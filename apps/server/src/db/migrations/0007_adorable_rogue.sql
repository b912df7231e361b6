ALTER TABLE "domains" ADD COLUMN "attempts_per_section" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "hours_between_attempts" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "counted_score" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "review_policy" text DEFAULT 'after_last_attempt' NOT NULL;