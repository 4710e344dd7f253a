CREATE TABLE "intel_collector_findings" (
	"collector_key" text NOT NULL,
	"rule_id" text NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "intel_collector_findings_collector_key_rule_id_pk" PRIMARY KEY("collector_key","rule_id")
);
--> statement-breakpoint
CREATE TABLE "intel_collector_names" (
	"collector_key" text NOT NULL,
	"name" text NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "intel_collector_names_collector_key_name_pk" PRIMARY KEY("collector_key","name")
);
--> statement-breakpoint
CREATE TABLE "intel_collector_users" (
	"collector_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"analyses" integer NOT NULL,
	"with_findings" integer NOT NULL,
	CONSTRAINT "intel_collector_users_collector_key_user_id_pk" PRIMARY KEY("collector_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "collector_key" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "collector_name" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "finding_ids" text[];--> statement-breakpoint
CREATE INDEX "analyses_intel_pending_idx" ON "analyses" USING btree ("id") WHERE collector_key is null;