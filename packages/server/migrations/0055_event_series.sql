ALTER TABLE "incubator_events" ADD COLUMN "recurrence" jsonb;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "incubator_events_series_idx" ON "incubator_events" USING btree ("incubator_id","series_id","start_time");