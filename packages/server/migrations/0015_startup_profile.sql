CREATE TABLE "startup_industries" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_industries_incubator_id_startup_id_industry_id_pk" PRIMARY KEY("incubator_id","startup_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "startup_tags" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_tags_incubator_id_startup_id_tag_id_pk" PRIMARY KEY("incubator_id","startup_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'untagged' NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_incubator_id_industry_id_industries_incubator_id_id_fk" FOREIGN KEY ("incubator_id","industry_id") REFERENCES "public"."industries"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_incubator_id_tag_id_tags_incubator_id_id_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_industries_industry_idx" ON "startup_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "startup_tags_tag_idx" ON "startup_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_incubator_name_key" ON "industries" USING btree ("incubator_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_incubator_name_key" ON "tags" USING btree ("incubator_id",lower("name"));