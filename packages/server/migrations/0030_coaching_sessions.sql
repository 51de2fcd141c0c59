CREATE TABLE "coaching_changelogs" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"initiator_id" uuid,
	"type" text NOT NULL,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL,
	"group_id" uuid NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	CONSTRAINT "coaching_changelogs_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_preferences" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"industry_ids" uuid[] DEFAULT '{}' NOT NULL,
	"hours_per_month" integer,
	"meeting_durations" integer[] DEFAULT '{}' NOT NULL,
	"video_provider" text,
	"video_link" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_preferences_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_people" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coaching_session_people_incubator_id_session_id_user_id_pk" PRIMARY KEY("incubator_id","session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"meeting_type" text NOT NULL,
	"startup_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"expected_duration" integer,
	"estimated_duration" integer NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"conference_link" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"staff_notes_public" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'meeting_scheduled' NOT NULL,
	"event_id" uuid,
	"created_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_changelogs" ADD CONSTRAINT "coaching_changelogs_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_preferences" ADD CONSTRAINT "coaching_preferences_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_people" ADD CONSTRAINT "coaching_session_people_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_people" ADD CONSTRAINT "coaching_session_people_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_changelogs_session_idx" ON "coaching_changelogs" USING btree ("incubator_id","session_id","change_time");--> statement-breakpoint
CREATE INDEX "coaching_session_people_user_idx" ON "coaching_session_people" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_start_idx" ON "coaching_sessions" USING btree ("incubator_id","start_time","id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_startup_idx" ON "coaching_sessions" USING btree ("incubator_id","startup_id","start_time");