CREATE TABLE "contact_email_confirmation" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nonce" text,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_email_confirmation" ADD CONSTRAINT "contact_email_confirmation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;