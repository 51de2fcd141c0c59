CREATE TABLE "metric_collections" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"metric_id" uuid NOT NULL,
	"startup_id" uuid,
	"program_id" uuid,
	"start_date" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_collections_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "metric_collections_one_target" CHECK (("metric_collections"."startup_id" is null) <> ("metric_collections"."program_id" is null))
);
--> statement-breakpoint
CREATE TABLE "metric_data" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"value" text,
	"date_value" date,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_data_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_periods" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"due_date" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" uuid,
	CONSTRAINT "metric_periods_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_rule_references" (
	"incubator_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	CONSTRAINT "metric_rule_references_incubator_id_rule_id_metric_id_pk" PRIMARY KEY("incubator_id","rule_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "metric_rules" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"metric_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"value" double precision,
	"custom_label" text,
	CONSTRAINT "metric_rules_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_type" text NOT NULL,
	"custom_unit_name" text,
	"data_type" text NOT NULL,
	"category" text,
	"recurrence_amount" integer DEFAULT 1 NOT NULL,
	"recurrence_type" text DEFAULT 'MONTHLY' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_incubator_id_metric_id_metrics_incubator_id_id_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_data" ADD CONSTRAINT "metric_data_incubator_id_period_id_metric_periods_incubator_id_id_fk" FOREIGN KEY ("incubator_id","period_id") REFERENCES "public"."metric_periods"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_data" ADD CONSTRAINT "metric_data_incubator_id_metric_id_metrics_incubator_id_id_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_periods" ADD CONSTRAINT "metric_periods_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_rule_references" ADD CONSTRAINT "metric_rule_references_incubator_id_rule_id_metric_rules_incubator_id_id_fk" FOREIGN KEY ("incubator_id","rule_id") REFERENCES "public"."metric_rules"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_rule_references" ADD CONSTRAINT "metric_rule_references_incubator_id_metric_id_metrics_incubator_id_id_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_rules" ADD CONSTRAINT "metric_rules_incubator_id_metric_id_metrics_incubator_id_id_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_collections_startup_key" ON "metric_collections" USING btree ("incubator_id","metric_id","startup_id") WHERE "metric_collections"."startup_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_collections_program_key" ON "metric_collections" USING btree ("incubator_id","metric_id","program_id") WHERE "metric_collections"."program_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_data_period_metric_key" ON "metric_data" USING btree ("incubator_id","period_id","metric_id");--> statement-breakpoint
CREATE INDEX "metric_data_metric_idx" ON "metric_data" USING btree ("incubator_id","metric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_periods_startup_range_key" ON "metric_periods" USING btree ("incubator_id","startup_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "metric_periods_opened_idx" ON "metric_periods" USING btree ("incubator_id","opened_at");--> statement-breakpoint
CREATE INDEX "metric_rules_metric_idx" ON "metric_rules" USING btree ("incubator_id","metric_id");