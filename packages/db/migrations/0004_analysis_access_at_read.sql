ALTER TABLE "analyses" ADD COLUMN "owner_key_hash" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "paid_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "generated_files" ADD COLUMN "analysis_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_paid_purchase_id_purchases_id_fk" FOREIGN KEY ("paid_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Analyses already paid with a single scan keep their access: they are tied to the oldest scan purchase of their owner.
UPDATE "analyses" SET "paid_purchase_id" = (
  SELECT "p"."id" FROM "purchases" "p"
  WHERE "p"."user_id" = "analyses"."user_id"
    AND lower("p"."name") IN ('debt_scan', 'scan', 'single', 'debt_single', 'single_scan')
  ORDER BY "p"."purchased_at" LIMIT 1
) WHERE "access_level" = 'full' AND "user_id" IS NOT NULL;
