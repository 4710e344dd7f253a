CREATE TABLE "credit_dispute_bureaus" (
	"user_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_dispute_bureaus_user_id_bureau_pk" PRIMARY KEY("user_id","bureau")
);
--> statement-breakpoint
ALTER TABLE "credit_dispute_bureaus" ADD CONSTRAINT "credit_dispute_bureaus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;