CREATE TABLE "incubator_feature_flags" (
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"activated" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_feature_flags_incubator_id_name_pk" PRIMARY KEY("incubator_id","name")
);
--> statement-breakpoint
ALTER TABLE "incubator_feature_flags" ADD CONSTRAINT "incubator_feature_flags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;