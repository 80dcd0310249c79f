CREATE TABLE "stripe_connect_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stripe_connect_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "interview_scheduling_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_scheduling_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "interviewer_user_id" bigint;--> statement-breakpoint
ALTER TABLE "shift_payouts" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "shift_payouts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_connect_accounts" ADD CONSTRAINT "stripe_connect_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_interviewer_slot_idx" ON "interviews" USING btree ("interviewer_user_id","interview_date") WHERE "interviews"."interviewer_user_id" is not null and "interviews"."status" in ('PROPOSED', 'CONFIRMED');