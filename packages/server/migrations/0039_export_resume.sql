ALTER TABLE "exports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "heartbeat_at" timestamp with time zone;