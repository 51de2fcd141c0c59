ALTER TABLE "tasks" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "name_params" jsonb;