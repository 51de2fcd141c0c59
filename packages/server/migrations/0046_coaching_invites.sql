CREATE TABLE "coaching_invitees" (
	"incubator_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"token_hash" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coaching_invitees_incubator_id_invite_id_user_id_pk" PRIMARY KEY("incubator_id","invite_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_invites" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"times" timestamp with time zone[] NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"conference_link" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_id" uuid,
	"accepted_time" timestamp with time zone,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_invites_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_invitees" ADD CONSTRAINT "coaching_invitees_incubator_id_invite_id_coaching_invites_incubator_id_id_fk" FOREIGN KEY ("incubator_id","invite_id") REFERENCES "public"."coaching_invites"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitees" ADD CONSTRAINT "coaching_invitees_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invites" ADD CONSTRAINT "coaching_invites_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invites" ADD CONSTRAINT "coaching_invites_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_invitees_token_idx" ON "coaching_invitees" USING btree ("incubator_id","token_hash");--> statement-breakpoint
CREATE INDEX "coaching_invitees_user_idx" ON "coaching_invitees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_invites_startup_idx" ON "coaching_invites" USING btree ("incubator_id","startup_id","created_at");