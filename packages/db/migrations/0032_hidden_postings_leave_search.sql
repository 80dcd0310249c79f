-- A posting an administrator hid (jobs.hidden_at) is not live: live_until is -infinity while it
-- is set, so it leaves every search, directory, alert and sitemap that reads live_until, whatever
-- happens to its slot afterwards (ADR 72).
CREATE OR REPLACE FUNCTION "jobs_live_until"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot record;
BEGIN
  IF NEW.slot_id IS NULL OR NEW.hidden_at IS NOT NULL THEN
    NEW.live_until := '-infinity';
    RETURN NEW;
  END IF;
  SELECT cancelled_at, expires_at INTO slot FROM job_slots WHERE id = NEW.slot_id;
  IF NOT FOUND OR slot.cancelled_at IS NOT NULL THEN
    NEW.live_until := '-infinity';
  ELSIF NEW.is_subscription THEN
    NEW.live_until := coalesce(slot.expires_at, 'infinity');
  ELSE
    NEW.live_until := coalesce(NEW.expired_date, '-infinity');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_live_until" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_live_until" BEFORE INSERT OR UPDATE OF "slot_id", "expired_date", "is_subscription", "hidden_at" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_live_until"();
