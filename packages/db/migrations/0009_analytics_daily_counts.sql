-- Events per UTC day and name, counted with each analytics batch, so the admin report reads a few
-- thousand rows instead of every event of the period (docs/benchmarks/analytics.md).
CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_name_pk" PRIMARY KEY("day","name")
);
