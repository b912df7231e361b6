CREATE TABLE "email_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "watched_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "watched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ALTER COLUMN "duration_seconds" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "attempts_per_section" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "hours_between_attempts" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "counted_score" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "review_policy" text DEFAULT 'after_last_attempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "covered" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "last_position" double precision;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_hash_key" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_duration_positive" CHECK ("lessons"."duration_seconds" > 0);