CREATE TABLE "candidate_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"value_tags" text[] NOT NULL,
	"cities" text[] NOT NULL,
	"working_modes" text[] NOT NULL,
	"seniorities" text[] NOT NULL,
	"employment_types" text[] NOT NULL,
	"min_salary" integer,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_preferences" ADD CONSTRAINT "candidate_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;