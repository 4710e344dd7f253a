CREATE TABLE "credit_center_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"report_id" uuid,
	"summary" text NOT NULL,
	"items" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	"consumer" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"letters" jsonb NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bureau" text,
	"report_date" date,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_center_disputes" ADD CONSTRAINT "credit_center_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_center_disputes" ADD CONSTRAINT "credit_center_disputes_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_center_disputes_user_idx" ON "credit_center_disputes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id");