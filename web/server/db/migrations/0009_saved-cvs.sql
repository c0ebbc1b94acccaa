CREATE TABLE "saved_cv" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"file_name" text NOT NULL,
	"kind" "cv_kind" NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cv_slot_check" CHECK ("saved_cv"."slot" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "saved_cv" ADD CONSTRAINT "saved_cv_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cv_user_slot_idx" ON "saved_cv" USING btree ("user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cv_one_default_idx" ON "saved_cv" USING btree ("user_id") WHERE "saved_cv"."is_default";