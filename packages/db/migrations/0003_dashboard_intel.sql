CREATE TABLE "intel_cfpb_companies" (
	"company_key" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"complaints" integer NOT NULL,
	"timely_yes" integer DEFAULT 0 NOT NULL,
	"timely_known" integer DEFAULT 0 NOT NULL,
	"issues" jsonb NOT NULL,
	"sub_issues" jsonb NOT NULL,
	"responses" jsonb NOT NULL,
	"first_received" date,
	"last_received" date,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"collector_name" text,
	"occurred_on" date,
	"has_evidence" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_violations" ADD CONSTRAINT "user_violations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_violations_user_idx" ON "user_violations" USING btree ("user_id");