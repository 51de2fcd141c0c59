CREATE TABLE "availability_overrides" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "availability_overrides_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "availability_rules_incubator_id_user_id_weekday_start_minute_pk" PRIMARY KEY("incubator_id","user_id","weekday","start_minute")
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"timezone" text NOT NULL,
	"hours_mode" text DEFAULT 'BUSINESS_HOURS' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_settings_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "booking_claims" (
	"incubator_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "booking_claims_host_block" PRIMARY KEY("incubator_id","host_id","block_start")
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"booker_id" uuid NOT NULL,
	"startup_id" uuid,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"charged_minutes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_bookings_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "hour_accounts" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_accounts_incubator_id_startup_id_pk" PRIMARY KEY("incubator_id","startup_id")
);
--> statement-breakpoint
CREATE TABLE "hour_ledger_entries" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"booking_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_ledger_entries_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "incubator_events" ADD COLUMN "ignore_hour_allocation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_incubator_id_booking_id_event_bookings_incubator_id_id_fk" FOREIGN KEY ("incubator_id","booking_id") REFERENCES "public"."event_bookings"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_incubator_id_event_id_incubator_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_incubator_id_host_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","host_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_incubator_id_booker_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","booker_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_accounts" ADD CONSTRAINT "hour_accounts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_ledger_entries" ADD CONSTRAINT "hour_ledger_entries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_overrides_user_idx" ON "availability_overrides" USING btree ("incubator_id","user_id","date");--> statement-breakpoint
CREATE INDEX "booking_claims_booking_idx" ON "booking_claims" USING btree ("incubator_id","booking_id");--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("incubator_id","event_id","start_time");--> statement-breakpoint
CREATE INDEX "event_bookings_host_idx" ON "event_bookings" USING btree ("incubator_id","host_id","start_time");--> statement-breakpoint
CREATE INDEX "event_bookings_booker_idx" ON "event_bookings" USING btree ("incubator_id","booker_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_one_active_per_booker" ON "event_bookings" USING btree ("incubator_id","event_id","booker_id") WHERE status = 'BOOKED';--> statement-breakpoint
CREATE INDEX "hour_ledger_startup_idx" ON "hour_ledger_entries" USING btree ("incubator_id","startup_id","created_at");