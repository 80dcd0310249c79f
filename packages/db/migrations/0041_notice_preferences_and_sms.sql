CREATE TABLE "notice_preferences" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notice_preferences_channel" CHECK ("notice_preferences"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"kind" text,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"phone" text NOT NULL,
	"wording" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_consents_action" CHECK ("sms_consents"."action" in ('opt-in', 'opt-out', 'stop', 'start')),
	CONSTRAINT "sms_consents_source" CHECK ("sms_consents"."source" in ('settings', 'reply', 'number-change'))
);
--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_sid" text NOT NULL,
	"from_phone" text NOT NULL,
	"body" text NOT NULL,
	"keyword" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_inbound_message_sid_unique" UNIQUE("message_sid")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"to_phone" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"kind" text,
	"notice_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"provider_id" text,
	"detail" text,
	"not_after" timestamp with time zone,
	"send_after" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_messages_notice_key_unique" UNIQUE("notice_key"),
	CONSTRAINT "sms_messages_purpose" CHECK ("sms_messages"."purpose" in ('notice', 'code', 'reply')),
	CONSTRAINT "sms_messages_status" CHECK ("sms_messages"."status" in ('queued', 'deferred', 'sending', 'sent', 'skipped', 'failed')),
	CONSTRAINT "sms_messages_body_length" CHECK (char_length("sms_messages"."body") between 1 and 1600)
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"stopped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_phones" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_phones" ADD CONSTRAINT "sms_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_user_idx" ON "sms_codes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sms_consents_user_kind_idx" ON "sms_consents" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "sms_messages_user_sent_idx" ON "sms_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_sent_idx" ON "sms_messages" USING btree ("to_phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_phones_phone_idx" ON "sms_phones" USING btree ("phone");