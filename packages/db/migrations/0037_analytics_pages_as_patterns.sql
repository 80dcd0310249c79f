-- Analytics pages recorded before pages were kept by route pattern: the addresses of signed links
-- (tokens, one of which decodes to an email address) and of pages named by a username become
-- their patterns, and an address holding an email address becomes the unknown page.
UPDATE analytics_events SET page = '/applicant/:token' WHERE page ILIKE '/applicant/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/invitation/:token' WHERE page ILIKE '/invitation/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/interview-outcome/:token' WHERE page ILIKE '/interview-outcome/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/feedback/:token' WHERE page ILIKE '/feedback/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/classified-renew/:token' WHERE page ILIKE '/classified-renew/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/job-alerts/confirm/:token' WHERE page ILIKE '/job-alerts/confirm/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/job-alerts/unsubscribe/:token' WHERE page ILIKE '/job-alerts/unsubscribe/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/newsletter/confirm/:token' WHERE page ILIKE '/newsletter/confirm/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/newsletter/unsubscribe/:token' WHERE page ILIKE '/newsletter/unsubscribe/%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/dental-professionals/:username' WHERE page ILIKE '/dental-professionals/_%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/dental-jobs/organizations/:username' WHERE page ILIKE '/dental-jobs/organizations/_%';
--> statement-breakpoint
UPDATE analytics_events SET page = '/app/job-application/:jobId/:username' WHERE page ILIKE '/app/job-application/%/_%';
--> statement-breakpoint
UPDATE analytics_events SET page = '*' WHERE page LIKE '%@%';
