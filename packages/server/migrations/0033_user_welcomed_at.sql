ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts older than the onboarding have signed in before: they are not shown /welcome.
UPDATE "users" SET "welcomed_at" = now();
