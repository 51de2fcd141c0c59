CREATE TABLE "application_meetings" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_link" text,
	"note" text DEFAULT '' NOT NULL,
	"response" text DEFAULT 'pending' NOT NULL,
	"response_message" text,
	"responded_by_id" uuid,
	"responded_at" timestamp with time zone,
	"scheduled_by_id" uuid,
	"updated_by_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"mailed_sequence" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_meetings_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_meetings" ADD CONSTRAINT "application_meetings_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meetings" ADD CONSTRAINT "application_meetings_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_meetings_application_key" ON "application_meetings" USING btree ("incubator_id","application_id");--> statement-breakpoint
CREATE INDEX "application_meetings_start_idx" ON "application_meetings" USING btree ("incubator_id","start_time");