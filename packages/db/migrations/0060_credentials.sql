CREATE TABLE "credential_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credential_id" bigint NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"reviewer" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credential_checks_outcome" CHECK ("credential_checks"."outcome" in ('VERIFIED', 'MISMATCH', 'PENDING', 'REJECTED', 'EXPIRED', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"state" text,
	"number" text,
	"npi" text,
	"expires_on" date,
	"card_key" text,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"verified_source" text,
	"verified_at" timestamp with time zone,
	"reminded_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credentials_status" CHECK ("credentials"."status" in ('UNVERIFIED', 'PENDING', 'VERIFIED', 'EXPIRED', 'MISMATCH')),
	CONSTRAINT "credentials_npi" CHECK ("credentials"."npi" is null or "credentials"."npi" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "credential_checks" ADD CONSTRAINT "credential_checks_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_checks_credential_idx" ON "credential_checks" USING btree ("credential_id","checked_at");--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credentials_status_idx" ON "credentials" USING btree ("status","updated_at");