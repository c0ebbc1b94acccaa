CREATE TABLE "application_assessment" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"rating" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_assessment_rating_check" CHECK ("application_assessment"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "application_assessment" ADD CONSTRAINT "application_assessment_application_id_job_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_assessment_company_id_idx" ON "application_assessment" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_application_company_created_idx" ON "job_application" USING btree ("company_id","created_at","id");