CREATE TABLE "timeline_comments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_comment_id" uuid,
	"author_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "timeline_comments_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "timeline_post_attachments" (
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeline_post_attachments_incubator_id_post_id_attachment_id_pk" PRIMARY KEY("incubator_id","post_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "timeline_posts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "timeline_posts_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "timeline_reactions" (
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_reactions_incubator_id_post_id_user_id_type_pk" PRIMARY KEY("incubator_id","post_id","user_id","type")
);
--> statement-breakpoint
ALTER TABLE "timeline_comments" ADD CONSTRAINT "timeline_comments_incubator_id_post_id_timeline_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."timeline_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_comments" ADD CONSTRAINT "timeline_comments_incubator_id_parent_comment_id_timeline_comments_incubator_id_id_fk" FOREIGN KEY ("incubator_id","parent_comment_id") REFERENCES "public"."timeline_comments"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_post_attachments" ADD CONSTRAINT "timeline_post_attachments_incubator_id_post_id_timeline_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."timeline_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_post_attachments" ADD CONSTRAINT "timeline_post_attachments_incubator_id_attachment_id_attachments_incubator_id_id_fk" FOREIGN KEY ("incubator_id","attachment_id") REFERENCES "public"."attachments"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_posts" ADD CONSTRAINT "timeline_posts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_posts" ADD CONSTRAINT "timeline_posts_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_reactions" ADD CONSTRAINT "timeline_reactions_incubator_id_post_id_timeline_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."timeline_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_reactions" ADD CONSTRAINT "timeline_reactions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_comments_post_idx" ON "timeline_comments" USING btree ("incubator_id","post_id","created_at");--> statement-breakpoint
CREATE INDEX "timeline_post_attachments_attachment_idx" ON "timeline_post_attachments" USING btree ("incubator_id","attachment_id");--> statement-breakpoint
CREATE INDEX "timeline_posts_feed_idx" ON "timeline_posts" USING btree ("incubator_id","startup_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_posts_kind_idx" ON "timeline_posts" USING btree ("incubator_id","startup_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_posts_public_idx" ON "timeline_posts" USING btree ("incubator_id","startup_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "timeline_posts"."is_public";--> statement-breakpoint
CREATE INDEX "timeline_posts_pinned_idx" ON "timeline_posts" USING btree ("incubator_id","startup_id","created_at" DESC NULLS LAST) WHERE "timeline_posts"."is_pinned";