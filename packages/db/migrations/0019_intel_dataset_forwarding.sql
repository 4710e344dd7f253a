CREATE TABLE "forwarding_addresses" (
	"forwarding_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intel_cfpb_dataset" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"complaints" integer NOT NULL,
	"data_from" date,
	"data_through" date,
	"version" text,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intel_cfpb_companies" ADD COLUMN "years" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forwarding_addresses" ADD CONSTRAINT "forwarding_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;