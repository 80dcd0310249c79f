-- Alert keywords as the alert pass's full-text query reads them. A run of minus signs with only
-- spaces or punctuation between them negates one word: it becomes one minus sign, or none for an
-- even count (as job search folds a keyword, and as alerts are stored from now on). More than 32
-- of them made websearch_to_tsquery fail, and with it the pass for every alert of its batch.
UPDATE "job_alerts"
SET "keyword" = nullif(btrim(regexp_replace(regexp_replace(regexp_replace("keyword", '-[^[:alnum:]"-]*(?=-)', '-', 'g'), '(--)+', ' ', 'g'), '\s+', ' ', 'g')), '')
WHERE "keyword" ~ '-[^[:alnum:]"-]*-';
