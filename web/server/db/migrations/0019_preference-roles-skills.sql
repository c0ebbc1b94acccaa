ALTER TABLE "candidate_preferences" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_preferences" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;