CREATE TABLE "admin_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set_by_link_at" timestamp with time zone;--> statement-breakpoint
-- Grants made before keep their history per address: still an admin, granted; demoted since, demoted.
INSERT INTO "admin_addresses" ("email", "status", "via", "changed_at")
SELECT lower("email"), CASE WHEN "role" = 'admin' THEN 'granted' ELSE 'demoted' END, 'start', "admin_granted_at"
FROM "users" WHERE "admin_granted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "admin_granted_at";