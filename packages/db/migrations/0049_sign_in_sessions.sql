CREATE TABLE "sign_in_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"device" text NOT NULL,
	"network" text,
	"delegated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_sessions_user_idx" ON "sign_in_sessions" USING btree ("user_id","last_seen_at");