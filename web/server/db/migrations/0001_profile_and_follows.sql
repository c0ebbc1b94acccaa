CREATE TYPE "public"."follow_target_type" AS ENUM('jobOffer', 'company');--> statement-breakpoint
CREATE TABLE "education_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"degree" text,
	"organization" text NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"from" date NOT NULL,
	"to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text,
	"description" text DEFAULT '' NOT NULL,
	"from" date NOT NULL,
	"to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow" (
	"user_id" text NOT NULL,
	"target_type" "follow_target_type" NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"contact_email" text,
	"birth_date" date,
	"phone" text,
	"city" text,
	"web_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "surname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "education_entry" ADD CONSTRAINT "education_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_entry" ADD CONSTRAINT "experience_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_entry_user_id_idx" ON "education_entry" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experience_entry_user_id_idx" ON "experience_entry" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follow_target_idx" ON "follow" USING btree ("target_type","target_id");