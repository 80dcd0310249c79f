ALTER TABLE "applications" ADD COLUMN "feedback_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "proposed_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_feedback_by_user_id_users_id_fk" FOREIGN KEY ("feedback_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;