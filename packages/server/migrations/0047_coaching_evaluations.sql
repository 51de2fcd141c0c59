CREATE TABLE "coaching_evaluation_answers" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"question_type" text NOT NULL,
	"text_value" text,
	"number_value" double precision,
	"array_value" jsonb,
	"score" double precision,
	CONSTRAINT "coaching_evaluation_answers_pk" PRIMARY KEY("incubator_id","session_id","created_by_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_evaluation_forms" (
	"incubator_id" uuid NOT NULL,
	"meeting_type" text NOT NULL,
	"form_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_evaluation_forms_incubator_id_meeting_type_pk" PRIMARY KEY("incubator_id","meeting_type")
);
--> statement-breakpoint
CREATE TABLE "coaching_evaluations" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_evaluations_incubator_id_session_id_user_id_pk" PRIMARY KEY("incubator_id","session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "evaluations_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_answers" ADD CONSTRAINT "coaching_evaluation_answers_evaluation_fk" FOREIGN KEY ("incubator_id","session_id","created_by_id") REFERENCES "public"."coaching_evaluations"("incubator_id","session_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluations" ADD CONSTRAINT "coaching_evaluations_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_evaluation_answers_session_idx" ON "coaching_evaluation_answers" USING btree ("incubator_id","session_id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_evaluations_due_idx" ON "coaching_sessions" USING btree ("end_time") WHERE "coaching_sessions"."evaluations_due_at" IS NULL;