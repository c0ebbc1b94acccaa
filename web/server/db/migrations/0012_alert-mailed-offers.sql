CREATE TABLE "job_alert_mailed_offer" (
	"alert_id" uuid NOT NULL,
	"job_offer_id" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_mailed_offer_alert_id_job_offer_id_pk" PRIMARY KEY("alert_id","job_offer_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert" ADD COLUMN "new_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- An existing alert counts as new what its next digest would have found: nothing before its last window, which earlier digests covered.
UPDATE "job_alert" SET "new_after" = "digested_until";--> statement-breakpoint
ALTER TABLE "job_alert_mailed_offer" ADD CONSTRAINT "job_alert_mailed_offer_alert_id_job_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alert"("id") ON DELETE cascade ON UPDATE no action;