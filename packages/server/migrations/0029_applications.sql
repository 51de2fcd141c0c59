CREATE TABLE "application_activities" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text,
	"round_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_activities_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "application_members" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_members_incubator_id_application_id_user_id_pk" PRIMARY KEY("incubator_id","application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "application_round_answers" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_round_answers_incubator_id_application_id_round_id_pk" PRIMARY KEY("incubator_id","application_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"funnel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rounds_submitted" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"startup_id" uuid,
	"rejection_email_due_at" timestamp with time zone,
	"rejection_email_sent_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_rounds" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"funnel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"form_id" uuid NOT NULL,
	"evaluation_form_id" uuid,
	"opens_on" date,
	"closes_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_rounds_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publishing_state" text,
	"publishing_error" text,
	"published_at" timestamp with time zone,
	"rejection_delay_days" integer DEFAULT 3 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnels_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_members" ADD CONSTRAINT "application_members_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_members" ADD CONSTRAINT "application_members_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_answers" ADD CONSTRAINT "application_round_answers_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_answers" ADD CONSTRAINT "application_round_answers_incubator_id_round_id_funnel_rounds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_answers" ADD CONSTRAINT "application_round_answers_incubator_id_version_id_form_versions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","version_id") REFERENCES "public"."form_versions"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_evaluation_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","evaluation_form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_activities_idx" ON "application_activities" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_members_user_idx" ON "application_members" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_list_idx" ON "applications" USING btree ("incubator_id","funnel_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "applications_updated_idx" ON "applications" USING btree ("incubator_id","updated_at");--> statement-breakpoint
CREATE INDEX "funnel_rounds_funnel_idx" ON "funnel_rounds" USING btree ("incubator_id","funnel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_slug_key" ON "funnels" USING btree ("incubator_id","slug");