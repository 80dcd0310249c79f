CREATE TABLE "message_templates" (
	"employer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_employer_id_kind_pk" PRIMARY KEY("employer_id","kind"),
	CONSTRAINT "message_templates_kind" CHECK ("message_templates"."kind" in ('decline', 'interview_invitation', 'thank_you')),
	CONSTRAINT "message_templates_body_length" CHECK (char_length("message_templates"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"employer_id" bigint NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"meaning" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pipeline_stages_employer_id_key_pk" PRIMARY KEY("employer_id","key"),
	CONSTRAINT "pipeline_stages_label_length" CHECK (char_length("pipeline_stages"."label") between 1 and 40),
	CONSTRAINT "pipeline_stages_meaning" CHECK ("pipeline_stages"."meaning" in ('new', 'reviewing', 'interview', 'offer', 'hired', 'not_selected'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pipeline_stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_moved_by" text;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;