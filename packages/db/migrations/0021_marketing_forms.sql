CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "marketing_form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"page_uri" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_form_submissions_form_name" CHECK ("marketing_form_submissions"."form_name" in ('event-submission', 'jobseeker-toolkit', 'hiring-toolkit', 'newsletter', 'student-webinar', 'lead-form'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" in ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_form_submissions" ADD CONSTRAINT "marketing_form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketing_form_submissions_form_idx" ON "marketing_form_submissions" USING btree ("form_name","created_at");--> statement-breakpoint
CREATE INDEX "marketing_form_submissions_email_idx" ON "marketing_form_submissions" USING btree ("email");