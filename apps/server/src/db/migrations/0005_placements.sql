CREATE TABLE "employer_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employer_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"requirements" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_placement_user_key" UNIQUE("placement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT '' NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"search_url" text DEFAULT '' NOT NULL,
	"jobs_posted" integer DEFAULT 0 NOT NULL,
	"tasks_posted" integer DEFAULT 0 NOT NULL,
	"freelancers" integer DEFAULT 0 NOT NULL,
	"category_image" text DEFAULT '' NOT NULL,
	"category_title" text NOT NULL,
	"category_description" text DEFAULT '' NOT NULL,
	"job_image" text DEFAULT '' NOT NULL,
	"job_title" text NOT NULL,
	"job_company" text NOT NULL,
	"job_location" text DEFAULT '' NOT NULL,
	"job_mode" text NOT NULL,
	"job_posted" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshop_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_registrations_workshop_user_key" UNIQUE("workshop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"trainer" text NOT NULL,
	"mode" text NOT NULL,
	"date" text NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"closing_date" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"languages" text DEFAULT '' NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 50 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opportunities" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employer_leads" ADD CONSTRAINT "employer_leads_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_leads_created_idx" ON "employer_leads" USING btree ("created_at");