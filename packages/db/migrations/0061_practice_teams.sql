CREATE TABLE "practice_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"office_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "practice_invitations_role" CHECK ("practice_invitations"."role" in ('owner', 'admin', 'hiring_manager', 'interviewer', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "practice_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"office_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_members_role" CHECK ("practice_members"."role" in ('owner', 'admin', 'hiring_manager', 'interviewer', 'billing'))
);
--> statement-breakpoint
ALTER TABLE "practice_invitations" ADD CONSTRAINT "practice_invitations_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_members" ADD CONSTRAINT "practice_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_invitations_employer_idx" ON "practice_invitations" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_members_employer_user_idx" ON "practice_members" USING btree ("employer_id","user_id");--> statement-breakpoint
CREATE INDEX "practice_members_user_idx" ON "practice_members" USING btree ("user_id");