CREATE TABLE "company_daily_count" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"job_offer_id" text DEFAULT '' NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "company_daily_count_company_id_day_job_offer_id_metric_pk" PRIMARY KEY("company_id","day","job_offer_id","metric")
);
--> statement-breakpoint
CREATE TABLE "company_daily_referrer" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "company_daily_referrer_company_id_day_domain_pk" PRIMARY KEY("company_id","day","domain")
);
--> statement-breakpoint
CREATE TABLE "visitor_mark" (
	"day" date NOT NULL,
	"company_id" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visitor_mark_day_company_id_hash_pk" PRIMARY KEY("day","company_id","hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
