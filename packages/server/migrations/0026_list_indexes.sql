DROP INDEX "notification_recipients_user_idx";--> statement-breakpoint
DROP INDEX "task_assignees_user_idx";--> statement-breakpoint
DROP INDEX "tasks_startup_due_idx";--> statement-breakpoint
CREATE INDEX "notification_recipients_unread_idx" ON "notification_recipients" USING btree ("incubator_id","user_id","created_at") WHERE "notification_recipients"."is_read" = false;--> statement-breakpoint
CREATE INDEX "startups_name_idx" ON "startups" USING btree ("incubator_id","name","id");--> statement-breakpoint
CREATE INDEX "startups_status_name_idx" ON "startups" USING btree ("incubator_id","status","name","id");--> statement-breakpoint
CREATE INDEX "tasks_completion_due_idx" ON "tasks" USING btree ("incubator_id","completion_status","due_date","id");--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("incubator_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "task_assignees_user_idx" ON "task_assignees" USING btree ("incubator_id","user_id","done","task_id");--> statement-breakpoint
CREATE INDEX "tasks_startup_due_idx" ON "tasks" USING btree ("incubator_id","startup_id","due_date","id");