CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"gstin" text NOT NULL,
	"state_code" text NOT NULL,
	"gst_rate_percent" integer DEFAULT 18 NOT NULL,
	"prices_include_gst" boolean DEFAULT true NOT NULL,
	"invoice_prefix" text DEFAULT 'SP' NOT NULL,
	"upi_vpa" text DEFAULT '' NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1)
);
