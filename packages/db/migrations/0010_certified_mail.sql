CREATE TABLE "certified_mail_events" (
	"id" text PRIMARY KEY NOT NULL,
	"mailing_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"name" text NOT NULL,
	"detail" text,
	"description" text,
	"location" text,
	"action_required" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certified_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"mode" text NOT NULL,
	"pdf_base64" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"recipient" jsonb NOT NULL,
	"recipient_source" text NOT NULL,
	"return_address" jsonb NOT NULL,
	"return_address_source" text NOT NULL,
	"lob_letter_id" text,
	"tracking_number" text,
	"expected_delivery_date" date,
	"approved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"delivered_on" date,
	"returned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certified_mailings_lob_letter_id_unique" UNIQUE("lob_letter_id")
);
--> statement-breakpoint
ALTER TABLE "certified_mail_events" ADD CONSTRAINT "certified_mail_events_mailing_id_certified_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."certified_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_mailings" ADD CONSTRAINT "certified_mailings_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_mailings" ADD CONSTRAINT "certified_mailings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certified_mail_events_mailing_idx" ON "certified_mail_events" USING btree ("mailing_id","occurred_at");--> statement-breakpoint
CREATE INDEX "certified_mailings_dispute_idx" ON "certified_mailings" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "certified_mailings_user_idx" ON "certified_mailings" USING btree ("user_id");