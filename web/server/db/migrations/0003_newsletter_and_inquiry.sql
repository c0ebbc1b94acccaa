CREATE TYPE "public"."newsletter_audience" AS ENUM('candidate', 'b2b');--> statement-breakpoint
CREATE TABLE "b2b_inquiry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"job_position" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"emailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"audience" "newsletter_audience" NOT NULL,
	"locale" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirm_nonce" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "b2b_inquiry_email_idx" ON "b2b_inquiry" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_email_audience_idx" ON "newsletter_subscription" USING btree ("email","audience");