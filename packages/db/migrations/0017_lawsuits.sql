CREATE TABLE "lawsuits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dispute_id" uuid,
	"analysis_id" uuid,
	"state" text NOT NULL,
	"court_level" text NOT NULL,
	"served_on" date NOT NULL,
	"service_method" text,
	"date_on_papers" date,
	"answer_due" date,
	"answered_on" date,
	"citation" text NOT NULL,
	"court" text,
	"case_number" text,
	"plaintiff" text,
	"amount_claimed_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawsuits_user_idx" ON "lawsuits" USING btree ("user_id");