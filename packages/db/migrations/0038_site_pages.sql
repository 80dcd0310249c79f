-- The site's own pages, on every database (a production site has no demo data): the terms, the
-- privacy policy, about us and the FAQ, published, revision 1, editable in the admin area like any
-- page. A page already there (an earlier demo seed, an administrator's) is left as it is (ADR 65).
-- About Us: /about-us/
WITH "page" AS (
  INSERT INTO "content_items" ("kind", "slug", "title", "summary", "body_markdown", "body_html", "status", "publish_at", "created_by", "updated_by")
  VALUES ('page', 'about-us', $t$About Us$t$, $t$Chairside is a job board and hiring marketplace built only for dentistry.$t$,
$md$Chairside connects dental professionals with the practices that need them: dentists, hygienists, assistants, front office teams, lab technicians and sales representatives.

## Why dentistry needs its own job board

General job sites treat a registered dental hygienist like any other healthcare worker. Dental hiring depends on licences, expanded functions, software, specialties and schedules that only dental people understand. Chairside is built around them.

## What we offer

- **For job seekers:** a free profile that works as your resume, job alerts, saved jobs, temp shifts and career resources.
- **For practices:** job postings, resume search, candidate matching, interviews and hiring tools sized for one office or a group of fifty.

## Our promise

We never sell your personal information. Job seekers decide whether their resume is public. Practices see only what candidates choose to share.

Questions? [Contact us](/dental-jobs/contact-us/).$md$,
$html$<p>Chairside connects dental professionals with the practices that need them: dentists, hygienists, assistants, front office teams, lab technicians and sales representatives.</p>
<h2>Why dentistry needs its own job board</h2>
<p>General job sites treat a registered dental hygienist like any other healthcare worker. Dental hiring depends on licences, expanded functions, software, specialties and schedules that only dental people understand. Chairside is built around them.</p>
<h2>What we offer</h2>
<ul>
<li><strong>For job seekers:</strong> a free profile that works as your resume, job alerts, saved jobs, temp shifts and career resources.</li>
<li><strong>For practices:</strong> job postings, resume search, candidate matching, interviews and hiring tools sized for one office or a group of fifty.</li>
</ul>
<h2>Our promise</h2>
<p>We never sell your personal information. Job seekers decide whether their resume is public. Practices see only what candidates choose to share.</p>
<p>Questions? <a href="/dental-jobs/contact-us/">Contact us</a>.</p>$html$,
    'published', now(), 'chairside', 'chairside')
  ON CONFLICT ("kind", "slug") DO NOTHING
  RETURNING "id", "revision", "title", "body_markdown", "slug", "summary", "publish_at", "created_by", "created_at"
)
INSERT INTO "content_revisions" ("item_id", "revision", "title", "body_markdown", "fields", "created_by", "created_at")
SELECT "id", "revision", "title", "body_markdown",
  jsonb_build_object('slug', "slug", 'summary', "summary", 'audience', NULL, 'authorId', NULL, 'categoryId', NULL, 'tagIds', '[]'::jsonb,
    'imageKey', NULL, 'imageAlt', '', 'status', 'published', 'publishAt', to_char("publish_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "created_by", "created_at"
FROM "page";
--> statement-breakpoint
-- Frequently Asked Questions: /faq/
WITH "page" AS (
  INSERT INTO "content_items" ("kind", "slug", "title", "summary", "body_markdown", "body_html", "status", "publish_at", "created_by", "updated_by")
  VALUES ('page', 'faq', $t$Frequently Asked Questions$t$, $t$Answers to common questions from job seekers and employers.$t$,
$md$## Is Chairside free for job seekers?

Yes. Creating a profile, searching, applying and setting up job alerts are free for job seekers, always.

## How do I post a job?

Choose Post a Job, pick a posting package, describe the position and publish it. Your posting goes live at once and stays up for the length of your package.

## Can I keep my resume private?

Yes. Your resume is private until you make it public. Practices you apply to see it with your application either way.

## What are temp jobs?

Temp jobs are single days or short stretches of work, usually covering vacations or busy weeks. Hygienists and assistants use them for extra income or to try new offices.

## How do I change or cancel my subscription?

Open Subscription in your account menu. Changes take effect at the end of the current billing period.

## Who can see my contact details?

Only practices you apply to or accept an invitation from. We never sell personal information.

## How do I report a suspicious job posting?

Open the posting and choose Report this job. Our team reviews every report.$md$,
$html$<h2>Is Chairside free for job seekers?</h2>
<p>Yes. Creating a profile, searching, applying and setting up job alerts are free for job seekers, always.</p>
<h2>How do I post a job?</h2>
<p>Choose Post a Job, pick a posting package, describe the position and publish it. Your posting goes live at once and stays up for the length of your package.</p>
<h2>Can I keep my resume private?</h2>
<p>Yes. Your resume is private until you make it public. Practices you apply to see it with your application either way.</p>
<h2>What are temp jobs?</h2>
<p>Temp jobs are single days or short stretches of work, usually covering vacations or busy weeks. Hygienists and assistants use them for extra income or to try new offices.</p>
<h2>How do I change or cancel my subscription?</h2>
<p>Open Subscription in your account menu. Changes take effect at the end of the current billing period.</p>
<h2>Who can see my contact details?</h2>
<p>Only practices you apply to or accept an invitation from. We never sell personal information.</p>
<h2>How do I report a suspicious job posting?</h2>
<p>Open the posting and choose Report this job. Our team reviews every report.</p>$html$,
    'published', now(), 'chairside', 'chairside')
  ON CONFLICT ("kind", "slug") DO NOTHING
  RETURNING "id", "revision", "title", "body_markdown", "slug", "summary", "publish_at", "created_by", "created_at"
)
INSERT INTO "content_revisions" ("item_id", "revision", "title", "body_markdown", "fields", "created_by", "created_at")
SELECT "id", "revision", "title", "body_markdown",
  jsonb_build_object('slug', "slug", 'summary', "summary", 'audience', NULL, 'authorId', NULL, 'categoryId', NULL, 'tagIds', '[]'::jsonb,
    'imageKey', NULL, 'imageAlt', '', 'status', 'published', 'publishAt', to_char("publish_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "created_by", "created_at"
FROM "page";
--> statement-breakpoint
-- Terms of Service: /tos/
WITH "page" AS (
  INSERT INTO "content_items" ("kind", "slug", "title", "summary", "body_markdown", "body_html", "status", "publish_at", "created_by", "updated_by")
  VALUES ('page', 'tos', $t$Terms of Service$t$, $t$The terms for using Chairside.$t$,
$md$These terms apply to everyone who uses Chairside: job seekers, employers and visitors. By using the site you agree to them.

## Accounts

You are responsible for keeping your password safe and for everything done with your account. Give accurate information and keep it up to date.

## Job postings

Employers may post only real, open positions at dental practices or dental businesses. Postings must follow employment law, including laws against discrimination. We may remove any posting that breaks these terms.

## Job seekers

Your profile must describe you truthfully, including your licences and certificates. Do not apply on behalf of someone else.

## Payments

Prices are shown before you buy. Subscriptions renew automatically until cancelled; you can cancel at any time from your account.

## Acceptable use

Do not scrape the site, send unsolicited messages, upload harmful files or try to reach data that is not yours.

## Liability

Chairside provides the platform; hiring decisions and employment relationships are between employers and candidates.

## Changes

We may update these terms. We will post the new version here with its date, and tell account holders of important changes by email.$md$,
$html$<p>These terms apply to everyone who uses Chairside: job seekers, employers and visitors. By using the site you agree to them.</p>
<h2>Accounts</h2>
<p>You are responsible for keeping your password safe and for everything done with your account. Give accurate information and keep it up to date.</p>
<h2>Job postings</h2>
<p>Employers may post only real, open positions at dental practices or dental businesses. Postings must follow employment law, including laws against discrimination. We may remove any posting that breaks these terms.</p>
<h2>Job seekers</h2>
<p>Your profile must describe you truthfully, including your licences and certificates. Do not apply on behalf of someone else.</p>
<h2>Payments</h2>
<p>Prices are shown before you buy. Subscriptions renew automatically until cancelled; you can cancel at any time from your account.</p>
<h2>Acceptable use</h2>
<p>Do not scrape the site, send unsolicited messages, upload harmful files or try to reach data that is not yours.</p>
<h2>Liability</h2>
<p>Chairside provides the platform; hiring decisions and employment relationships are between employers and candidates.</p>
<h2>Changes</h2>
<p>We may update these terms. We will post the new version here with its date, and tell account holders of important changes by email.</p>$html$,
    'published', now(), 'chairside', 'chairside')
  ON CONFLICT ("kind", "slug") DO NOTHING
  RETURNING "id", "revision", "title", "body_markdown", "slug", "summary", "publish_at", "created_by", "created_at"
)
INSERT INTO "content_revisions" ("item_id", "revision", "title", "body_markdown", "fields", "created_by", "created_at")
SELECT "id", "revision", "title", "body_markdown",
  jsonb_build_object('slug', "slug", 'summary', "summary", 'audience', NULL, 'authorId', NULL, 'categoryId', NULL, 'tagIds', '[]'::jsonb,
    'imageKey', NULL, 'imageAlt', '', 'status', 'published', 'publishAt', to_char("publish_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "created_by", "created_at"
FROM "page";
--> statement-breakpoint
-- Privacy Policy: /privacy/
WITH "page" AS (
  INSERT INTO "content_items" ("kind", "slug", "title", "summary", "body_markdown", "body_html", "status", "publish_at", "created_by", "updated_by")
  VALUES ('page', 'privacy', $t$Privacy Policy$t$, $t$How Chairside collects, uses and protects your information.$t$,
$md$We collect only what we need to run a dental job board, and we never sell personal information.

## What we collect

- **Account details:** name, email address, password (stored as a one-way hash) and role.
- **Profile and resume:** what you choose to enter, such as experience, licences, skills and availability.
- **Job postings and applications:** the postings practices publish and the applications candidates send.
- **Usage:** pages viewed and actions taken, measured without advertising trackers.

## How we use it

To show your profile to the practices you choose, to match jobs with candidates, to send the emails you asked for, and to keep the site secure.

## Who sees it

Practices see your resume when you apply, accept an invitation, or make your resume public. Payment details go directly to our payment provider; we never store card numbers.

## Your choices

You can edit or delete your profile, make your resume private, unsubscribe from any email and close your account at any time.

## Contact

Questions about privacy? Write to us through the [contact page](/dental-jobs/contact-us/).$md$,
$html$<p>We collect only what we need to run a dental job board, and we never sell personal information.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> name, email address, password (stored as a one-way hash) and role.</li>
<li><strong>Profile and resume:</strong> what you choose to enter, such as experience, licences, skills and availability.</li>
<li><strong>Job postings and applications:</strong> the postings practices publish and the applications candidates send.</li>
<li><strong>Usage:</strong> pages viewed and actions taken, measured without advertising trackers.</li>
</ul>
<h2>How we use it</h2>
<p>To show your profile to the practices you choose, to match jobs with candidates, to send the emails you asked for, and to keep the site secure.</p>
<h2>Who sees it</h2>
<p>Practices see your resume when you apply, accept an invitation, or make your resume public. Payment details go directly to our payment provider; we never store card numbers.</p>
<h2>Your choices</h2>
<p>You can edit or delete your profile, make your resume private, unsubscribe from any email and close your account at any time.</p>
<h2>Contact</h2>
<p>Questions about privacy? Write to us through the <a href="/dental-jobs/contact-us/">contact page</a>.</p>$html$,
    'published', now(), 'chairside', 'chairside')
  ON CONFLICT ("kind", "slug") DO NOTHING
  RETURNING "id", "revision", "title", "body_markdown", "slug", "summary", "publish_at", "created_by", "created_at"
)
INSERT INTO "content_revisions" ("item_id", "revision", "title", "body_markdown", "fields", "created_by", "created_at")
SELECT "id", "revision", "title", "body_markdown",
  jsonb_build_object('slug', "slug", 'summary', "summary", 'audience', NULL, 'authorId', NULL, 'categoryId', NULL, 'tagIds', '[]'::jsonb,
    'imageKey', NULL, 'imageAlt', '', 'status', 'published', 'publishAt', to_char("publish_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "created_by", "created_at"
FROM "page";
