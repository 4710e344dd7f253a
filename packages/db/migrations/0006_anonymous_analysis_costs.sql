CREATE TABLE "anonymous_analysis_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip_hash" text NOT NULL,
	"cost_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anonymous_analysis_costs_ip_idx" ON "anonymous_analysis_costs" USING btree ("ip_hash","created_at");