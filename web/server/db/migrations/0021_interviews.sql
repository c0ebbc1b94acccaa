CREATE TABLE "interview" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"slots" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text,
	"video_url" text,
	"note" text,
	"chosen_start" timestamp with time zone,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone,
	"proposed_by" text,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_application_id_job_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_application_id_idx" ON "interview" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_open_per_application_idx" ON "interview" USING btree ("application_id") WHERE "interview"."state" <> 'cancelled';