ALTER TABLE "lesson_progress" ALTER COLUMN "watched_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "watched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ALTER COLUMN "duration_seconds" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "covered" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "last_position" double precision;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_duration_positive" CHECK ("lessons"."duration_seconds" > 0);