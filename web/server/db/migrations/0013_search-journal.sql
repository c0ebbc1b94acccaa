CREATE SEQUENCE "public"."search_journal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_journal" (
	"job_offer_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert" ADD COLUMN "journal_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The first journal holds every offer: an existing alert counts as new only what was published after its last digest, which covered the rest.
UPDATE "job_alert" SET "new_after" = greatest("new_after", "digested_until");
