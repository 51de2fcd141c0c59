CREATE TABLE "application_conflicts" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"declared_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_conflicts_pk" PRIMARY KEY("incubator_id","application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "application_evaluations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"assigned_by_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_id" uuid,
	"answers" jsonb,
	"score" double precision,
	"comment" text,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "application_evaluations_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_round_evaluators" (
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_round_evaluators_pk" PRIMARY KEY("incubator_id","round_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD COLUMN "evaluators_per_application" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD COLUMN "review_closes_on" date;--> statement-breakpoint
ALTER TABLE "application_conflicts" ADD CONSTRAINT "application_conflicts_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conflicts" ADD CONSTRAINT "application_conflicts_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_evaluator_fk" FOREIGN KEY ("incubator_id","evaluator_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_version_fk" FOREIGN KEY ("incubator_id","version_id") REFERENCES "public"."form_versions"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_evaluations_once" ON "application_evaluations" USING btree ("incubator_id","application_id","round_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "application_evaluations_round_idx" ON "application_evaluations" USING btree ("incubator_id","round_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "application_evaluations_evaluator_idx" ON "application_evaluations" USING btree ("incubator_id","evaluator_id","submitted_at");--> statement-breakpoint
CREATE INDEX "funnel_round_evaluators_user_idx" ON "funnel_round_evaluators" USING btree ("incubator_id","user_id");