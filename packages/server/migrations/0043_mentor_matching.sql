CREATE TABLE "mentor_capacities" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_capacities_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_matching_settings" (
	"incubator_id" uuid NOT NULL,
	"criteria" text[] NOT NULL,
	"capacity_per_mentor" integer NOT NULL,
	"startups_may_request" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_matching_settings_incubator_id_pk" PRIMARY KEY("incubator_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_requests" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"skill_ids" uuid[] DEFAULT '{}' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "mentor_requests_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "mentor_capacities" ADD CONSTRAINT "mentor_capacities_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_matching_settings" ADD CONSTRAINT "mentor_matching_settings_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_requests" ADD CONSTRAINT "mentor_requests_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_requests" ADD CONSTRAINT "mentor_requests_incubator_id_mentor_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","mentor_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_requests_mentor_idx" ON "mentor_requests" USING btree ("incubator_id","mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentor_requests_startup_idx" ON "mentor_requests" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_requests_pending_idx" ON "mentor_requests" USING btree ("incubator_id","startup_id","mentor_id") WHERE "mentor_requests"."status" = 'pending';