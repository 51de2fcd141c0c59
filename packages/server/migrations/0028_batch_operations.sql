CREATE TABLE "batch_operation_items" (
	"incubator_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_operation_items_incubator_id_operation_id_item_id_pk" PRIMARY KEY("incubator_id","operation_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "batch_operations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"started_by" uuid NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"item_ids" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_operations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_incubator_id_operation_id_batch_operations_incubator_id_id_fk" FOREIGN KEY ("incubator_id","operation_id") REFERENCES "public"."batch_operations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operations" ADD CONSTRAINT "batch_operations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_operations_running_idx" ON "batch_operations" USING btree ("heartbeat_at") WHERE "batch_operations"."status" = 'running';