CREATE TABLE "program_assignments" (
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_assignments_incubator_id_program_id_user_id_pk" PRIMARY KEY("incubator_id","program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "startup_assignments" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_assignments_incubator_id_startup_id_user_id_pk" PRIMARY KEY("incubator_id","startup_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_assignments" ADD CONSTRAINT "startup_assignments_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_assignments" ADD CONSTRAINT "startup_assignments_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_assignments_user_idx" ON "program_assignments" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "startup_assignments_user_idx" ON "startup_assignments" USING btree ("incubator_id","user_id");