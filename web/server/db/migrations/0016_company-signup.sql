CREATE TYPE "public"."company_signup_state" AS ENUM('unconfirmed', 'pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "company_signup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"company_name" text NOT NULL,
	"ico" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"free_mail" boolean NOT NULL,
	"locale" text NOT NULL,
	"state" "company_signup_state" DEFAULT 'unconfirmed' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "company_signup" ADD CONSTRAINT "company_signup_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_signup_user_id_idx" ON "company_signup" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_signup_company_id_idx" ON "company_signup" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_signup_ico_live_idx" ON "company_signup" USING btree ("ico") WHERE "company_signup"."state" in ('pending', 'approved');