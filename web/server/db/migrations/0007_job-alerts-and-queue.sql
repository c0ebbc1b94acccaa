CREATE TYPE "public"."job_alert_frequency" AS ENUM('quarter_hour', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "job_alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" "job_alert_frequency" NOT NULL,
	"locale" text NOT NULL,
	"consent_text" text,
	"consented_at" timestamp with time zone,
	"confirm_nonce" text,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"digested_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queued_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_user_idx" ON "job_alert" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alert_email_idx" ON "job_alert" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alert_due_idx" ON "job_alert" USING btree ("next_digest_at") WHERE "job_alert"."confirmed_at" is not null and "job_alert"."paused_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "queued_job_dedupe_key_idx" ON "queued_job" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "queued_job_due_idx" ON "queued_job" USING btree ("run_at") WHERE "queued_job"."done_at" is null and "queued_job"."failed_at" is null;