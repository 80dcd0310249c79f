CREATE TABLE "assessment_progress" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_progress_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "employer_culture_results" (
	"employer_id" bigint PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_results" DROP CONSTRAINT "assessment_results_kind";--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_progress" ADD CONSTRAINT "assessment_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_culture_results" ADD CONSTRAINT "employer_culture_results_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_kind" CHECK ("assessment_results"."kind" in ('disc', 'emotions', 'values', 'culture', 'alignment', 'skills', 'satisfaction'));