DROP INDEX "resume_search_rows_place_idx";--> statement-breakpoint
DROP INDEX "resume_search_rows_relocating_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lat_band" smallint GENERATED ALWAYS AS (floor(lat * 2)::smallint) STORED;--> statement-breakpoint
ALTER TABLE "resume_search_rows" ADD COLUMN "lat_band" smallint GENERATED ALWAYS AS (floor(lat * 2)::smallint) STORED;--> statement-breakpoint
CREATE INDEX "jobs_active_band_idx" ON "jobs" USING btree ("position","lat_band","lng","lat","live_until","posted_date","type","geo_x","geo_y","geo_z","id") WHERE "jobs"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "resume_search_rows_place_idx" ON "resume_search_rows" USING btree ("position","lat_band","lng","lat","user_id","experience","candidate_state","has_photo","days","temp_days","skills","certs");--> statement-breakpoint
CREATE INDEX "resume_search_rows_relocating_idx" ON "resume_search_rows" USING btree ("position","lat_band","lng","lat","user_id","experience","candidate_state","has_photo","days","temp_days","skills","certs") WHERE "resume_search_rows"."is_relocate";