CREATE TABLE "user_tags" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tags_incubator_id_user_id_tag_id_pk" PRIMARY KEY("incubator_id","user_id","tag_id")
);
--> statement-breakpoint
DROP INDEX "tags_incubator_name_key";--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "kind" text DEFAULT 'startup' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_incubator_id_tag_id_tags_incubator_id_id_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tags_tag_idx" ON "user_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_incubator_kind_name_key" ON "tags" USING btree ("incubator_id","kind",lower("name"));