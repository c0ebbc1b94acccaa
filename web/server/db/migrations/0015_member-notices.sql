CREATE TYPE "public"."notice_frequency" AS ENUM('instant', 'daily', 'none');--> statement-breakpoint
CREATE TABLE "member_notice_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"frequency" "notice_frequency" NOT NULL,
	"locale" text NOT NULL,
	"digested_until" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notice_settings" ADD CONSTRAINT "member_notice_settings_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;