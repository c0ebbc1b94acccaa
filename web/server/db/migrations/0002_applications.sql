CREATE TYPE "public"."application_status" AS ENUM('sent', 'seen', 'interviewing', 'offer', 'not_selected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."cv_kind" AS ENUM('pdf', 'doc', 'docx', 'odt');--> statement-breakpoint
CREATE TABLE "application_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"job_offer_id" text NOT NULL,
	"job_title" text NOT NULL,
	"job_slug" text,
	"company_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_slug" text NOT NULL,
	"locale" text NOT NULL,
	"what_brings_you_here" text NOT NULL,
	"last_time_you_learned" text,
	"something_else" text,
	"something_wrong" text,
	"cv_key" text NOT NULL,
	"cv_kind" "cv_kind" NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_bytes" integer NOT NULL,
	"status" "application_status" DEFAULT 'sent' NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_application_id_job_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_event_application_id_idx" ON "application_event" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "job_application_user_id_idx" ON "job_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_application_company_id_idx" ON "job_application" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_application_open_idx" ON "job_application" USING btree ("user_id","job_offer_id") WHERE "job_application"."status" <> 'withdrawn';