CREATE TABLE "external_busy" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "external_busy_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "linked_calendars" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"last_error" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_calendars_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "incubator_events" ADD COLUMN "ignore_hosts_linked_calendar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_incubator_id_user_id_linked_calendars_incubator_id_user_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."linked_calendars"("incubator_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_calendars" ADD CONSTRAINT "linked_calendars_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_user_idx" ON "external_busy" USING btree ("incubator_id","user_id","start_time");--> statement-breakpoint
CREATE INDEX "linked_calendars_synced_idx" ON "linked_calendars" USING btree ("incubator_id","synced_at");