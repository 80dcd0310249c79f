// What a person's data download holds (ADR 104): every row about them, table by table, as JSON,
// and the files they uploaded. Secrets that are not theirs to read (password and code hashes,
// push keys, payment tokens) and search machinery are left out.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';

/** Columns never put in an archive. */
const LEFT_OUT = [
  'password_hash',
  'token_hash',
  'code_hash',
  'totp_secret',
  'search_vector',
  'keywords',
  'shown_keywords',
  'p256dh',
  'auth',
  'payment_token',
  'token',
];
const leftOut = sql.raw(`array[${LEFT_OUT.map((name) => `'${name}'`).join(', ')}]`);

/** One section of the archive: its name and the query of its rows (aliased t), given the person's id. */
type Section = { name: string; rows: (userId: number) => SQL };

const ofUser =
  (table: string, column = 'user_id') =>
  (userId: number) =>
    sql`select to_jsonb(t) - ${leftOut} as item from ${sql.raw(table)} t where ${sql.raw(`t.${column}`)} = ${userId} order by 1`;

const SECTIONS: Section[] = [
  { name: 'account', rows: ofUser('users', 'id') },
  { name: 'resume', rows: ofUser('staff_profiles') },
  { name: 'resumeSkills', rows: ofUser('staff_skills') },
  { name: 'resumeJobs', rows: ofUser('staff_companies') },
  { name: 'resumeSchools', rows: ofUser('staff_schools') },
  { name: 'resumeCertifications', rows: ofUser('staff_certs') },
  { name: 'continuingEducation', rows: ofUser('staff_courses') },
  { name: 'continuingEducationCycles', rows: ofUser('ce_cycles') },
  { name: 'licensesAndCertificates', rows: ofUser('credentials') },
  { name: 'assessments', rows: ofUser('assessment_results') },
  {
    name: 'applications',
    rows: (userId) => sql`
      select to_jsonb(t) || jsonb_build_object('jobTitle', j.name, 'practice', case when j.is_confidential then null else e.practice_name end) as item
      from applications t join jobs j on j.id = t.job_id join employers e on e.user_id = j.employer_id
      where t.user_id = ${userId} order by t.id`,
  },
  {
    name: 'interviews',
    rows: (userId) => sql`
      select to_jsonb(t) as item from interviews t join applications a on a.id = t.application_id where a.user_id = ${userId} order by t.id`,
  },
  { name: 'invitations', rows: ofUser('invitations') },
  {
    name: 'messagesSent',
    rows: (userId) => sql`
      select jsonb_build_object('id', t.id, 'conversationId', t.conversation_id, 'sentAt', t.created_at, 'body', t.body,
        'to', case when c.staff_user_id = ${userId} then e.practice_name else 'A job seeker' end) as item
      from conversation_messages t join conversations c on c.id = t.conversation_id left join employers e on e.user_id = c.employer_user_id
      where t.sender_user_id = ${userId} order by t.id`,
  },
  { name: 'savedJobs', rows: ofUser('saved_jobs') },
  { name: 'jobOpinions', rows: ofUser('job_evaluations') },
  { name: 'jobAlerts', rows: ofUser('job_alerts') },
  { name: 'jobAlertSettings', rows: ofUser('job_alert_settings') },
  { name: 'noticePreferences', rows: ofUser('notice_preferences') },
  { name: 'textPhone', rows: ofUser('sms_phones') },
  { name: 'textConsents', rows: ofUser('sms_consents') },
  { name: 'textsSent', rows: ofUser('sms_messages') },
  { name: 'pushSubscriptions', rows: ofUser('push_subscriptions') },
  { name: 'signedInDevices', rows: ofUser('sign_in_sessions') },
  { name: 'tempWorkProfile', rows: ofUser('temp_profiles') },
  { name: 'tempWorkWeeklyHours', rows: ofUser('temp_profile_windows') },
  { name: 'tempWorkDates', rows: ofUser('temp_profile_exceptions') },
  { name: 'shiftOffers', rows: ofUser('shift_offers') },
  { name: 'reliabilityRecord', rows: ofUser('reliability_events') },
  { name: 'classifieds', rows: ofUser('classifieds', 'owner_id') },
  { name: 'premiumSubscriptions', rows: ofUser('seeker_subscriptions') },
  { name: 'premiumPayments', rows: ofUser('seeker_payments') },
  { name: 'practice', rows: ofUser('employers') },
  { name: 'offices', rows: ofUser('offices', 'employer_id') },
  { name: 'postings', rows: ofUser('jobs', 'employer_id') },
  { name: 'orders', rows: ofUser('orders', 'employer_id') },
  {
    name: 'orderItems',
    rows: (userId) => sql`select to_jsonb(t) as item from order_items t join orders o on o.id = t.order_id where o.employer_id = ${userId} order by t.id`,
  },
  { name: 'payments', rows: ofUser('payments', 'employer_id') },
  { name: 'subscriptions', rows: ofUser('subscriptions', 'employer_id') },
  { name: 'candidateNotes', rows: ofUser('candidate_records', 'employer_id') },
];

export type DataExportContents = { data: Record<string, unknown[]>; files: { key: string; name: string }[] };

/** Every section's rows about the person, and the keys of their uploaded files with the names they get in the archive. */
export async function collectPersonalData(db: Database, userId: number): Promise<DataExportContents> {
  const data: Record<string, unknown[]> = {};
  for (const section of SECTIONS) {
    const result = await db.execute<{ item: unknown }>(section.rows(userId));
    data[section.name] = result.rows.map((r) => (typeof r.item === 'string' ? JSON.parse(r.item) : r.item));
  }
  const keys = await db.execute<{ key: string }>(sql`
    select photo_key as key from staff_profiles where user_id = ${userId} and photo_key is not null
    union all select certificate_key from staff_courses where user_id = ${userId} and certificate_key is not null
    union all select card_key from credentials where user_id = ${userId} and card_key is not null
    union all select p.photo_key from classified_photos p join classifieds c on c.id = p.classified_id where c.owner_id = ${userId}
    union all select p.photo_key from office_photos p join offices o on o.id = p.office_id where o.employer_id = ${userId}`);
  const files = keys.rows.map((row) => ({ key: row.key, name: `files/${row.key.replace(/^private\//, '').replaceAll('/', '-')}` }));
  return { data, files };
}
