CREATE TABLE "categorizations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"period_date" date NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skip" boolean,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorizations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "categorizations" ADD CONSTRAINT "categorizations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorizations" ADD CONSTRAINT "categorizations_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categorizations_startup_period_uq" ON "categorizations" USING btree ("incubator_id","startup_id","period_date");--> statement-breakpoint
CREATE INDEX "categorizations_pending_idx" ON "categorizations" USING btree ("incubator_id","startup_id","answered_at");