import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  bigserial,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['employer', 'staff', 'admin'] }).notNull(),
  name: text('name').notNull(),
  position: text('position'),
  zip: text('zip'),
  city: text('city'),
  state: text('state'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  kind: text('kind'),
  photoThumbnailUrl: text('photo_thumbnail_url'),
  emailPreferences: jsonb('email_preferences').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const employers = pgTable('employers', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceName: text('practice_name').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    delegated: boolean('delegated').notNull().default(false),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every instance (login failures, form posts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
});

export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  transport: text('transport').notNull(),
  createdAt: createdAt(),
});

/** Every request made in a delegated session. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUsername: text('actor_username').notNull(),
    subjectUsername: text('subject_username').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectUsername)],
);

/** Instance-wide settings that every process must agree on (the token signing key when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const staffUserId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A job seeker's resume: one row per staff user, made by the first write (a missing row reads
 * as an empty resume). Position, ZIP and place stay on `users`. Blank text is stored as null.
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    intro: text('intro'),
    license: text('license'),
    /** Other achievements. */
    other: text('other'),
    /** Years of service. */
    experience: smallint('experience'),
    /** Salary requirement, in the person's words. */
    salary: text('salary'),
    isPublic: boolean('is_public').notNull().default(false),
    isRelocate: boolean('is_relocate').notNull().default(false),
    /** Specialty codes (GEN, ORTHO, ...). */
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    isDowSun: boolean('is_dow_sun').notNull().default(false),
    isDowMon: boolean('is_dow_mon').notNull().default(false),
    isDowTue: boolean('is_dow_tue').notNull().default(false),
    isDowWed: boolean('is_dow_wed').notNull().default(false),
    isDowThur: boolean('is_dow_thur').notNull().default(false),
    isDowFri: boolean('is_dow_fri').notNull().default(false),
    isDowSat: boolean('is_dow_sat').notNull().default(false),
    isDowSunTemp: boolean('is_dow_sun_temp').notNull().default(false),
    isDowMonTemp: boolean('is_dow_mon_temp').notNull().default(false),
    isDowTueTemp: boolean('is_dow_tue_temp').notNull().default(false),
    isDowWedTemp: boolean('is_dow_wed_temp').notNull().default(false),
    isDowThurTemp: boolean('is_dow_thur_temp').notNull().default(false),
    isDowFriTemp: boolean('is_dow_fri_temp').notNull().default(false),
    isDowSatTemp: boolean('is_dow_sat_temp').notNull().default(false),
    /** Storage keys of the re-encoded photo (at most 800px) and its 160px square thumbnail. */
    photoKey: text('photo_key'),
    photoThumbnailKey: text('photo_thumbnail_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('staff_profiles_intro_length', sql`char_length(${t.intro}) <= 2000`),
    check('staff_profiles_experience_range', sql`${t.experience} between 0 and 60`),
  ],
);

/** Resume skills; score 1 to 5 (1: not yet rated). */
export const staffSkills = pgTable(
  'staff_skills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    name: text('name').notNull(),
    score: smallint('score').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_skills_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    check('staff_skills_score_range', sql`${t.score} between 1 and 5`),
  ],
);

/** Work history; end_date null means the person works there now. */
export const staffCompanies = pgTable(
  'staff_companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    city: text('city'),
    state: text('state'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_companies_user_idx').on(t.userId),
    check('staff_companies_dates_in_order', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Education. */
export const staffSchools = pgTable(
  'staff_schools',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    name: text('name').notNull(),
    degree: text('degree'),
    city: text('city'),
    state: text('state'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_schools_user_idx').on(t.userId),
    check('staff_schools_dates_in_order', sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Certifications (CPR/BLS, radiography, expanded functions...). */
export const staffCerts = pgTable(
  'staff_certs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    name: text('name').notNull(),
    issuer: text('issuer'),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_certs_user_idx').on(t.userId),
    check(
      'staff_certs_dates_in_order',
      sql`${t.issuedDate} is null or ${t.expiresDate} is null or ${t.expiresDate} >= ${t.issuedDate}`,
    ),
  ],
);

/** Courses (continuing education); hours may be fractional (0.25 steps or finer). */
export const staffCourses = pgTable(
  'staff_courses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    name: text('name').notNull(),
    provider: text('provider'),
    completedDate: date('completed_date', { mode: 'string' }),
    hours: doublePrecision('hours'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_courses_user_idx').on(t.userId)],
);

export const ASSESSMENT_KINDS = ['disc', 'emotions', 'values', 'culture', 'alignment', 'skills'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/**
 * The latest result of each assessment a person took, written by the assessments feature and
 * read by the completeness score: disc -> discScores, emotions -> emotion ({isComplete}),
 * values, culture, alignment -> alignmentQuestionnaire ({personalVisionAnswer,
 * teamExpectationsAnswer}), skills (the skills assessment's answers).
 */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    userId: staffUserId(),
    kind: text('kind', { enum: ASSESSMENT_KINDS }).notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('assessment_results_kind', sql`${t.kind} in ('disc', 'emotions', 'values', 'culture', 'alignment', 'skills')`),
  ],
);
