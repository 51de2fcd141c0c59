ALTER TABLE "incubators" ADD COLUMN "general_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "general_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "general_email_token_expires_at" timestamp with time zone;