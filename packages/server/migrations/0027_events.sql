CREATE TABLE "event_attendees" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by_id" uuid,
	"marked_at" timestamp with time zone,
	CONSTRAINT "event_attendees_incubator_id_event_id_user_id_pk" PRIMARY KEY("incubator_id","event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_hosts" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_hosts_incubator_id_event_id_user_id_pk" PRIMARY KEY("incubator_id","event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_events" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"location_text" text DEFAULT '' NOT NULL,
	"location_link" text DEFAULT '' NOT NULL,
	"conference_url" text DEFAULT '' NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"timeslot_increment" integer,
	"availability_type" text DEFAULT 'UNRESTRICTED' NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"notice_period_value" integer DEFAULT 0 NOT NULL,
	"notice_period_unit" text DEFAULT 'HOUR' NOT NULL,
	"visible_roles_is" text[] DEFAULT '{}' NOT NULL,
	"visible_roles_is_not" text[] DEFAULT '{}' NOT NULL,
	"visible_programs" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_events_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_incubator_id_event_id_incubator_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_incubator_id_event_id_incubator_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "event_hosts_user_idx" ON "event_hosts" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "incubator_events_start_idx" ON "incubator_events" USING btree ("incubator_id","start_time","id");--> statement-breakpoint
CREATE INDEX "incubator_events_status_idx" ON "incubator_events" USING btree ("incubator_id","status","is_archived");