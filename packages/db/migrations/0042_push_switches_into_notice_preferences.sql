-- The push switches move into notice_preferences (ADR 78): one row per person, kind and channel.
INSERT INTO "notice_preferences" ("user_id", "kind", "channel", "enabled", "updated_at")
SELECT "user_id", 'messages', 'push', "messages", "updated_at" FROM "push_preferences"
UNION ALL
SELECT "user_id", 'interviews', 'push', "interviews", "updated_at" FROM "push_preferences"
UNION ALL
SELECT "user_id", 'matchingJobs', 'push', "matching_jobs", "updated_at" FROM "push_preferences"
ON CONFLICT DO NOTHING;
