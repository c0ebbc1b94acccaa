CREATE TYPE "public"."review_action" AS ENUM('submitted', 'sent_back', 'published');--> statement-breakpoint
CREATE TYPE "public"."review_state" AS ENUM('in_review', 'changes_requested', 'published');--> statement-breakpoint
CREATE TABLE "document_review" (
	"document_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_type" text NOT NULL,
	"state" "review_state" NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"comment" text,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_review_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"company_id" text NOT NULL,
	"action" "review_action" NOT NULL,
	"actor_id" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_company" (
	"company_id" text PRIMARY KEY NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_review" ADD CONSTRAINT "document_review_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_review" ADD CONSTRAINT "document_review_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_review_event" ADD CONSTRAINT "document_review_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_company" ADD CONSTRAINT "trusted_company_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_review_company_id_idx" ON "document_review" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "document_review_state_idx" ON "document_review" USING btree ("state");--> statement-breakpoint
CREATE INDEX "document_review_event_document_id_idx" ON "document_review_event" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_review_event_actor_id_idx" ON "document_review_event" USING btree ("actor_id");