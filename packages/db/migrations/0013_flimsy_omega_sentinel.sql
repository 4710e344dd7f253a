ALTER TABLE "analyses" ADD COLUMN "collector_key" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "finding_ids" text[];--> statement-breakpoint
CREATE INDEX "analyses_collector_key_idx" ON "analyses" USING btree ("collector_key","user_id");