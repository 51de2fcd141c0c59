ALTER TABLE "roles" ADD COLUMN "profile_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_origin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_status" text;--> statement-breakpoint
ALTER TABLE "incubators" DROP COLUMN "gtm_id";