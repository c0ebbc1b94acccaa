CREATE TABLE "job_offer_closure" (
	"job_offer_id" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
