CREATE TABLE "institution_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"role_id" integer NOT NULL,
	"invited_by" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "institution_roles" ADD CONSTRAINT "institution_roles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_id_institution_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."institution_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institution_roles_name_uq" ON "institution_roles" USING btree ("institution_id","name");--> statement-breakpoint
CREATE INDEX "staff_invitations_mobile_idx" ON "staff_invitations" USING btree ("mobile","status");--> statement-breakpoint
CREATE INDEX "staff_invitations_institution_idx" ON "staff_invitations" USING btree ("institution_id");--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_role_id_institution_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."institution_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the new tables get the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();