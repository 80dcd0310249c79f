CREATE TABLE "practice_locations" (
	"employer_id" bigint PRIMARY KEY NOT NULL,
	"organisation_id" bigint NOT NULL,
	"shares_billing" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_locations_not_self" CHECK ("practice_locations"."employer_id" <> "practice_locations"."organisation_id")
);
--> statement-breakpoint
ALTER TABLE "practice_locations" ADD CONSTRAINT "practice_locations_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_locations" ADD CONSTRAINT "practice_locations_organisation_id_employers_user_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_locations_organisation_idx" ON "practice_locations" USING btree ("organisation_id");