CREATE TABLE "second_factor_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"admin_user_id" bigint,
	"checks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "team_two_step_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "second_factor_resets" ADD CONSTRAINT "second_factor_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_resets" ADD CONSTRAINT "second_factor_resets_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_factor_resets_user_idx" ON "second_factor_resets" USING btree ("user_id");