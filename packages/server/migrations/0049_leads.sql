CREATE TABLE "application_leads" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"funnel_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"startup_name" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_by_id" uuid,
	"token_hash" text,
	"invited_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"application_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_leads_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_leads" ADD CONSTRAINT "application_leads_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_leads" ADD CONSTRAINT "application_leads_funnel_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_leads" ADD CONSTRAINT "application_leads_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_leads" ADD CONSTRAINT "application_leads_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_leads_email_key" ON "application_leads" USING btree ("incubator_id","funnel_id","email");--> statement-breakpoint
CREATE INDEX "application_leads_list_idx" ON "application_leads" USING btree ("incubator_id","funnel_id","created_at");