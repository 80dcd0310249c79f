// The written rule of erasing a closed account (ADR 104), table by table. Each statement names
// the person by $user (their id) or by what identifies them: their email addresses, names and
// phone numbers (sql arrays built by account-erasure.ts). A table that holds personal data and is
// not named here is caught by the erasure test, which scans every text and JSON column.
import { sql, type SQL } from 'drizzle-orm';

/** Who is erased: the id, the username the account gets, and every email, name and phone that identified them. */
export type ErasedPerson = { userId: number; username: string; closedName: string; emails: string[]; names: string[]; phones: string[]; now: Date };

/** Identifiers long enough to look for (a two-letter name would match everywhere). */
const identifiers = (person: ErasedPerson) => [...person.emails, ...person.names, ...person.phones].filter((value) => value.trim().length >= 3);

/** Replaces every identifier of the person in a text column, any case: kept text no longer names them. */
export function redacted(column: SQL, person: ErasedPerson): SQL {
  return identifiers(person).reduce<SQL>(
    (text, value) => sql`regexp_replace(${text}, ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, '[removed]', 'gi')`,
    column,
  );
}

/** Whether a text names the person (any identifier, any case). */
function mentions(column: SQL, person: ErasedPerson): SQL {
  const patterns = identifiers(person).map((value) => `%${value.replace(/[\\%_]/g, '\\$&')}%`);
  if (patterns.length === 0) return sql`false`;
  return sql`(${column}) ilike any (array[${sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  )}]::text[])`;
}

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
const lowered = (values: string[]) => textArray(values.map((v) => v.toLowerCase()));

/** One step of the rule: the table, what happens to the person's rows and why (the ADR's table), and the statement. */
export type ErasureStep = { table: string; rule: string; statement: (p: ErasedPerson) => SQL };

const del = (table: string, where: (p: ErasedPerson) => SQL, rule = 'deleted'): ErasureStep => ({
  table,
  rule,
  statement: (p) => sql`delete from ${sql.raw(table)} where ${where(p)}`,
});
const byUser = (table: string, column = 'user_id') => del(table, (p) => sql`${sql.raw(column)} = ${p.userId}`);

/** Sessions, sign-in and second-factor secrets, push and texts: deleted. */
const SIGN_IN_AND_CHANNELS: ErasureStep[] = [
  byUser('refresh_tokens'),
  byUser('sign_in_sessions'),
  byUser('password_reset_codes'),
  byUser('second_factors'),
  byUser('recovery_codes'),
  // Support's resets of their second factor, with the identity checks written about them (ADR 119).
  byUser('second_factor_resets'),
  byUser('passkeys'),
  byUser('passkey_challenges'),
  byUser('google_identities'),
  byUser('calendar_feeds'),
  byUser('push_subscriptions'),
  byUser('notice_preferences'),
  byUser('sms_codes'),
  del('sms_consents', (p) => sql`user_id = ${p.userId} or phone = any(${textArray(p.phones)})`),
  del('sms_messages', (p) => sql`user_id = ${p.userId} or to_phone = any(${textArray(p.phones)})`),
  del('sms_inbound', (p) => sql`from_phone = any(${textArray(p.phones)})`),
  del('sms_opt_outs', (p) => sql`phone = any(${textArray(p.phones)})`, 'deleted: the number is no longer in the product, so nothing can text it'),
  byUser('sms_phones'),
  del('rate_limit_counters', (p) => mentions(sql`key`, p)),
  byUser('idempotency_keys'),
];

/** The resume and everything a job seeker set up: deleted (their files by account-erasure.ts first). */
const SEEKER: ErasureStep[] = [
  byUser('staff_skills'),
  byUser('staff_companies'),
  byUser('staff_schools'),
  byUser('staff_certs'),
  byUser('staff_courses'),
  byUser('ce_cycles'),
  // Licenses and certificates (ADR 115); their checks go with them (credential_checks cascades).
  byUser('credentials'),
  byUser('resume_search_rows'),
  byUser('assessment_progress'),
  byUser('assessment_results'),
  byUser('staff_profiles'),
  byUser('temp_profile_windows'),
  byUser('temp_profile_exceptions'),
  byUser('temp_profiles'),
  byUser('saved_jobs'),
  byUser('job_evaluations'),
  byUser('job_alert_settings'),
  del('job_alerts', (p) => sql`user_id = ${p.userId} or lower(email) = any(${lowered(p.emails)})`),
  byUser('invitations'),
  byUser('candidate_records'),
  byUser('resume_views'),
  del('applications', (p) => sql`user_id = ${p.userId}`, 'deleted, with their interviews'),
  byUser('shift_offers'),
  {
    table: 'shift_cancellations',
    rule: 'kept for the fee charged, without the reason written',
    statement: (p) => sql`update shift_cancellations set reason = null where user_id = ${p.userId}`,
  },
  {
    table: 'reliability_events',
    rule: 'kept anonymised (the practices relied on them), without the dispute written',
    statement: (p) => sql`update reliability_events set dispute_text = null where user_id = ${p.userId}`,
  },
  del(
    'webhook_deliveries',
    (p) =>
      sql`${mentions(sql`body || ' ' || coalesce(response_body, '')`, p)} or body like '%"' || (select username from users where id = ${p.userId}) || '"%'`,
    "deleted: deliveries to a practice's endpoint naming the person (its log)",
  ),
  {
    table: 'seeker_subscriptions',
    rule: 'kept as receipts with amounts; ended, the payment token gone',
    statement: (p) =>
      sql`update seeker_subscriptions set payment_token = null, status = 'ended', ended_at = coalesce(ended_at, ${p.now.toISOString()}::timestamptz) where user_id = ${p.userId}`,
  },
];

/** A practice: postings closed, receipts kept with amounts, the practice's contact details gone. */
const PRACTICE: ErasureStep[] = [
  del('candidate_records', (p) => sql`employer_id = ${p.userId}`, "deleted: the practice's notes on candidates"),
  del('resume_views', (p) => sql`employer_id = ${p.userId}`),
  del('payment_methods', (p) => sql`employer_id = ${p.userId}`),
  del('api_keys', (p) => sql`employer_id = ${p.userId}`, "deleted: the practice's keys stop working"),
  del('webhook_endpoints', (p) => sql`employer_id = ${p.userId}`, 'deleted, with their delivery log'),
  del(
    'practice_members',
    (p) => sql`employer_id = ${p.userId} or user_id = ${p.userId}`,
    "deleted: a closed practice's team, a closed person's memberships (ADR 116)",
  ),
  del(
    'practice_invitations',
    (p) => sql`employer_id = ${p.userId} or lower(email) = any(${lowered(p.emails)}) or invited_by = (select username from users where id = ${p.userId})`,
    'deleted: invitations of a closed practice, to the person, or sent by them (ADR 116)',
  ),
  del('pipeline_stages', (p) => sql`employer_id = ${p.userId}`, "deleted: the practice's stage names (ADR 118)"),
  del('message_templates', (p) => sql`employer_id = ${p.userId}`, "deleted: the practice's message templates (ADR 118)"),
  del(
    'practice_locations',
    (p) => sql`employer_id = ${p.userId} or organisation_id = ${p.userId}`,
    'deleted: a closed practice leaves its organization, or its locations become practices of their own (ADR 120)',
  ),
  {
    table: 'applications',
    rule: 'who moved an application between stages (ADR 118) no longer names the person',
    statement: (p) => sql`update applications set stage_moved_by = null where stage_moved_by = ${p.username}`,
  },
  {
    table: 'applications',
    rule: 'feedback a closed team member sent no longer names them (ADR 127)',
    statement: (p) => sql`update applications set feedback_by_user_id = null where feedback_by_user_id = ${p.userId}`,
  },
  {
    table: 'interviews',
    rule: 'interviews a closed team member proposed no longer name them (ADR 127)',
    statement: (p) => sql`update interviews set proposed_by_user_id = null where proposed_by_user_id = ${p.userId}`,
  },
  {
    table: 'subscriptions',
    rule: 'kept as receipts; ended',
    statement: (p) =>
      sql`update subscriptions set status = 'ended', ended_at = coalesce(ended_at, ${p.now.toISOString()}::timestamptz) where employer_id = ${p.userId} and status in ('active', 'past_due')`,
  },
  {
    table: 'jobs',
    rule: 'postings closed (hidden, no longer live); their text kept without the person named',
    statement: (p) => sql`update jobs set hidden_at = coalesce(hidden_at, ${p.now.toISOString()}::timestamptz),
      live_until = least(live_until, ${p.now.toISOString()}::timestamptz),
      description = ${redacted(sql`description`, p)} where employer_id = ${p.userId}`,
  },
  del('office_photos', (p) => sql`office_id in (select id from offices where employer_id = ${p.userId})`),
  del(
    'interview_availability',
    (p) => sql`employer_id = ${p.userId} or interviewer_user_id = ${p.userId}`,
    "deleted: a closed practice's interview hours, a closed interviewer's own (ADR 117); booked interviews keep their times, their scheduling links stop",
  ),
  {
    table: 'offices',
    rule: 'kept for past postings, without phone or name',
    statement: (p) => sql`update offices set phone = null, name = 'Closed office' where employer_id = ${p.userId}`,
  },
  {
    table: 'employers',
    rule: "kept for receipts (orders, payments, credits keep their amounts), without the practice's name or contacts",
    statement: (p) => sql`update employers set practice_name = 'Closed practice', phone = '', about = null, contact_name = null, contact_email = null,
      contact_phone = null, website = null, is_public = false where user_id = ${p.userId}`,
  },
];

/** Both kinds of account: messages kept with the sender anonymised, what others hold about them gone, the account anonymised. */
const COMMON: ErasureStep[] = [
  {
    table: 'conversation_messages',
    rule: 'kept with the practice or seeker they were sent to, the sender shown as the closed account, the person named nowhere',
    statement: (p) => sql`update conversation_messages set body = ${redacted(sql`body`, p)}
      where conversation_id in (select id from conversations where staff_user_id = ${p.userId} or employer_user_id = ${p.userId})`,
  },
  del('user_blocks', (p) => sql`blocker_user_id = ${p.userId} or blocked_user_id = ${p.userId}`),
  {
    table: 'interviews',
    rule: 'kept with the applicant and the practice; no longer names the team member booked to interview (ADR 125)',
    statement: (p) => sql`update interviews set interviewer_user_id = null where interviewer_user_id = ${p.userId}`,
  },
  {
    table: 'shift_timesheets',
    rule: 'kept: the hours behind invoices and payouts (tax and payment records, ADR 113), without the correction reason or dispute written',
    statement: (p) => sql`update shift_timesheets set correction_reason = null, dispute_text = null where user_id = ${p.userId} or employer_id = ${p.userId}`,
  },
  // The professional's link to their Stripe connected account (ADR 129): deleted; Stripe keeps the account under its own rules.
  del('stripe_connect_accounts', (p) => sql`user_id = ${p.userId}`, 'deleted: the link to their Stripe payout account (Stripe keeps its own records)'),
  del('message_reports', (p) => sql`reporter_user_id = ${p.userId}`),
  // Reviews (ADR 114): what the person wrote and what was written of them go with them (a rating of
  // or by a closed account can no longer be checked against a booking); with them their reports and answers.
  del(
    'review_reports',
    (p) => sql`reporter_user_id = ${p.userId} or review_id in (select id from reviews where author_user_id = ${p.userId} or subject_user_id = ${p.userId})`,
  ),
  del(
    'reviews',
    (p) => sql`author_user_id = ${p.userId} or subject_user_id = ${p.userId}`,
    'deleted: the reviews they wrote and the reviews of them, with reports and answers',
  ),
  del('classifieds', (p) => sql`owner_id = ${p.userId}`, 'deleted, with their photos'),
  del('classified_flags', (p) => sql`reporter_id = ${p.userId}`),
  {
    table: 'community_events',
    rule: 'kept (public listings), without the submitter',
    statement: (p) => sql`update community_events set submitter_id = null where submitter_id = ${p.userId}`,
  },
  {
    table: 'job_flags',
    rule: 'kept for moderation, without the reporter',
    statement: (p) =>
      sql`update job_flags set reporter_user_id = null, reporter_email = null where reporter_user_id = ${p.userId} or lower(reporter_email) = any(${lowered(p.emails)})`,
  },
  del('marketing_form_submissions', (p) => sql`user_id = ${p.userId} or lower(email) = any(${lowered(p.emails)})`),
  del('contact_messages', (p) => sql`user_id = ${p.userId} or lower(email) = any(${lowered(p.emails)})`),
  del('newsletter_subscribers', (p) => sql`lower(email) = any(${lowered(p.emails)})`),
  del(
    'outbox_messages',
    (p) => sql`lower(to_address) = any(${lowered(p.emails)}) or ${mentions(sql`subject || ' ' || text_body`, p)}`,
    'deleted: mail to or about the person',
  ),
  del('notices', (p) => mentions(sql`payload::text`, p), 'deleted: queued notices naming the person'),
  {
    table: 'audit_log',
    rule: 'kept, naming the closed account',
    statement: (
      p,
    ) => sql`update audit_log set actor_username = case when actor_username = (select username from users where id = ${p.userId}) then ${p.username} else actor_username end,
      subject_username = case when subject_username = (select username from users where id = ${p.userId}) then ${p.username} else subject_username end
      where actor_username = (select username from users where id = ${p.userId}) or subject_username = (select username from users where id = ${p.userId})`,
  },
  byUser('data_exports'),
  {
    table: 'users',
    rule: 'kept as the closed account (messages and receipts point at it), nothing left that identifies the person; it cannot sign in',
    statement: (
      p,
    ) => sql`update users set username = ${p.username}, email = ${`${p.username}@closed.invalid`}, password_hash = '!closed', name = ${p.closedName},
      position = null, zip = null, city = null, state = null, lat = null, lng = null, kind = null, photo_thumbnail_url = null, email_preferences = '{}'::jsonb,
      utm_source = null, utm_medium = null, utm_campaign = null, utm_content = null where id = ${p.userId}`,
  },
];

/** The rule in order: a seeker's steps, a practice's, then both kinds'. */
export const ERASURE_RULE: readonly ErasureStep[] = [...SIGN_IN_AND_CHANNELS, ...SEEKER, ...PRACTICE, ...COMMON];
