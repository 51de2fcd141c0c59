CREATE TABLE "task_assignees" (
	"incubator_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_assignees_incubator_id_task_id_user_id_pk" PRIMARY KEY("incubator_id","task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"due_date" timestamp with time zone NOT NULL,
	"task_type" text DEFAULT 'normal' NOT NULL,
	"source_id" text,
	"startup_id" uuid,
	"created_by_id" uuid,
	"is_group_task" boolean DEFAULT false NOT NULL,
	"approval_status" text DEFAULT 'APPROVED' NOT NULL,
	"completion_status" text DEFAULT 'PENDING' NOT NULL,
	"completed_at" timestamp with time zone,
	"assignee_selection" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_incubator_id_task_id_tasks_incubator_id_id_fk" FOREIGN KEY ("incubator_id","task_id") REFERENCES "public"."tasks"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignees_user_idx" ON "task_assignees" USING btree ("incubator_id","user_id","done");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("incubator_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_startup_due_idx" ON "tasks" USING btree ("incubator_id","startup_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_source_key" ON "tasks" USING btree ("incubator_id","task_type","source_id") WHERE "tasks"."source_id" is not null;