import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  json,
  jsonb,
  pgTable,
  pgSequence,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  bigserial,
  customType,
  index,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
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
    emailPreferences: jsonb('email_preferences')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The campaign the person signed up from (the visit's UTM values), for sign-ups by source. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    /** Set when an administrator blocked the person from sending messages (a reported message). */
    messagingBlockedAt: timestamp('messaging_blocked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Resume search: a bounding box on (lat, lng) per position over job seekers.
    index('users_staff_place_idx')
      .on(t.position, t.lat, t.lng, t.id)
      .where(sql`${t.role} = 'staff'`),
    // Sign-ups by source over a period (admin analytics).
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * An employer's practice: one row per employer user. The profile fields (about, employer type,
 * technologies, contact info, public flag) are edited on the employer profile screen.
 */
export const employers = pgTable(
  'employers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceName: text('practice_name').notNull(),
    phone: text('phone').notNull(),
    about: text('about'),
    /** A code of EMP_TYPES (packages/domain/src/employer-profile.ts). */
    empType: text('emp_type'),
    /** Names from the employer technology list. */
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    isPublic: boolean('is_public').notNull().default(false),
    /** The practice's terms for cancelling a booked temp shift late: this share of the shift's pay (ADR 97). */
    lateCancelFeePercent: smallint('late_cancel_fee_percent').notNull().default(50),
    /** How the practice's terms engage temp professionals: independent contractors unless it says employees (ADR 113). */
    workerClassification: text('worker_classification', { enum: ['CONTRACTOR', 'EMPLOYEE'] })
      .notNull()
      .default('CONTRACTOR'),
    /** Set when an administrator suspended the practice over reported postings: its postings are hidden and it cannot publish (ADR 72). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** Set while the owner requires two-step sign-in of every member acting for the practice (ADR 119). */
    teamTwoStepRequiredAt: timestamp('team_two_step_required_at', { withTimezone: true, mode: 'string' }),
    /** The practice's organization NPI (NPI-2) and when the NPI Registry confirmed it: the "verified practice" badge (ADR 115). */
    orgNpi: text('org_npi'),
    npiVerifiedAt: timestamp('npi_verified_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('employers_about_length', sql`char_length(${t.about}) <= 4000`),
    check('employers_late_cancel_fee_percent', sql`${t.lateCancelFeePercent} between 0 and 100`),
  ],
);

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

/**
 * One signed-in device: a refresh family (ADR 102). What the person sees of it: the
 * browser and system read from its user agent, a coarse network (IPv4 /24, IPv6 /48: never the
 * whole address), when it signed in and when it last refreshed.
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    network: text('network'),
    /** A rough place ('Chicago, IL') from the geo headers of a trusted proxy (ADR 108); null when unknown. */
    place: text('place'),
    delegated: boolean('delegated').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the person last proved their second factor in this session (sign-in or a fresh code): ADR 105. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('sign_in_sessions_user_idx').on(t.userId, t.lastSeenAt)],
);

/**
 * A person's authenticator app (TOTP, ADR 105): the base32 secret, on once confirmed by a first
 * code (enabledAt); lastUsedStep is the time step of the last accepted code, so a code is taken once.
 */
export const secondFactors = pgTable('second_factors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'string' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Support's resets of a person's lost second factor (ADR 119): which administrator, the identity
 * checks they recorded, when. Deleted with the person (ADR 104); the audit log keeps the act.
 */
export const secondFactorResets = pgTable(
  'second_factor_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: bigint('admin_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The identity checks done, as the administrator wrote them. */
    checks: text('checks').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('second_factor_resets_user_idx').on(t.userId)],
);

/** Recovery codes of the second factor (ADR 105): SHA-256 of 80-bit random codes, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Google identities linked to accounts (ADR 107): the issuer and subject of the ID token name the
 * identity (an email can change hands; a subject never does); email is what Google said when linked.
 */
export const googleIdentities = pgTable(
  'google_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('google_identities_subject_idx').on(t.issuer, t.subject), uniqueIndex('google_identities_user_idx').on(t.userId, t.issuer)],
);

/** Passkeys (ADR 106): WebAuthn credentials of a person, a second factor and a password-less sign-in. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** WebAuthn ceremony challenges (ADR 106): each taken once, within 5 minutes, by any instance. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  /** register, sign-in (password-less), second-step or step-up. */
  purpose: text('purpose').notNull(),
  /** The person the ceremony is for; none for a password-less sign-in. */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

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
  /** Files sent with the message (calendar invitations): [{filename, contentType, content}], content as text. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  /**
   * A calendar invitation or cancellation (iTIP, RFC 6047): {method, filename, content}. Sent as the
   * message's inline text/calendar part (method=REQUEST or CANCEL) and as the same file attached.
   */
  calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; filename: string; content: string }>(),
  /** Extra headers the message was sent with (List-Unsubscribe on alert emails): {name: value}. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  transport: text('transport').notNull(),
  /** The key of the notice that delivers it (ADR 77): a second message with the key is not written. */
  noticeKey: text('notice_key').unique(),
  /** When the transport took it; null while it waits in the notice queue. */
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
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
    /** The license's type, as the person writes it (e.g. RDH): public with the resume. */
    license: text('license'),
    /** Where the license was issued (a state or province code): public with the resume. */
    licenseState: text('license_state'),
    /** The license number: for the person and the practices they applied to or were invited by, never public. */
    licenseNumber: text('license_number'),
    /** Other achievements. */
    other: text('other'),
    /** Years of service. */
    experience: smallint('experience'),
    /** Salary requirement, in the person's words. */
    salary: text('salary'),
    /** A phone number: for the person and the practices they applied to (or accepted an invitation from), never public. */
    phone: text('phone'),
    isPublic: boolean('is_public').notNull().default(false),
    isRelocate: boolean('is_relocate').notNull().default(false),
    /** Whether a public reader sees the name of the person's current employer (practices they applied to always do). */
    showCurrentEmployer: boolean('show_current_employer').notNull().default(false),
    /**
     * Whether practices may find the person: ACTIVE (actively looking), OPEN (open to offers),
     * NOT_LOOKING (left out of resume search and matches). CANDIDATE_STATES in
     * packages/domain/src/resume-profile.ts.
     */
    candidateState: text('candidate_state', { enum: ['ACTIVE', 'OPEN', 'NOT_LOOKING'] })
      .notNull()
      .default('OPEN'),
    /** Specialty codes (GEN, ORTHO, ...). */
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    /** The day (YYYY-MM-DD, the person's own calendar) the profile prompt was last shown to this account. */
    profilePromptShownOn: date('profile_prompt_shown_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Resume search keywords: intro (A), license and other achievements (B), English stemming as the query has. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(intro, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(license, '') || ' ' || coalesce(other, '')), 'B')`,
    ),
  },
  (t) => [
    // Resume search: the seekers practices may find (public, not NOT_LOOKING), and those willing to relocate.
    index('staff_profiles_searchable_idx')
      .on(t.userId, t.isRelocate)
      .where(sql`${t.isPublic} and ${t.candidateState} <> 'NOT_LOOKING'`),
    index('staff_profiles_search_vector_idx').using('gin', t.searchVector),
    check('staff_profiles_candidate_state', sql`${t.candidateState} in ('ACTIVE', 'OPEN', 'NOT_LOOKING')`),
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
  (t) => [uniqueIndex('staff_skills_user_name_idx').on(t.userId, sql`lower(${t.name})`), check('staff_skills_score_range', sql`${t.score} between 1 and 5`)],
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
  (t) => [index('staff_companies_user_idx').on(t.userId), check('staff_companies_dates_in_order', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`)],
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
    check('staff_certs_dates_in_order', sql`${t.issuedDate} is null or ${t.expiresDate} is null or ${t.expiresDate} >= ${t.issuedDate}`),
  ],
);

/**
 * Resume search's row of one findable resume (role staff, public, not NOT_LOOKING, with a position
 * and a place): what the search filters and ranks by, beside the place, so a search reads one
 * index range and no other table per candidate. Written only by triggers (migration 0029) on
 * users, staff_profiles, staff_skills, staff_certs and staff_companies; a resume that stops being
 * findable loses its row.
 */
export const resumeSearchRows = pgTable(
  'resume_search_rows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The half-degree band of latitude (floor(lat × 2)), as on jobs: the search seeks each band's longitude range. */
    latBand: smallint('lat_band').generatedAlwaysAs(sql`floor(lat * 2)::smallint`),
    isRelocate: boolean('is_relocate').notNull(),
    experience: smallint('experience'),
    candidateState: text('candidate_state', { enum: ['ACTIVE', 'OPEN'] }).notNull(),
    hasPhoto: boolean('has_photo').notNull(),
    /** Bit i: available for permanent work on the i-th day from Sunday (WEEKDAYS); temp_days: the same for temp work. */
    days: smallint('days').notNull(),
    tempDays: smallint('temp_days').notNull(),
    skills: smallint('skills').notNull(),
    certs: smallint('certs').notNull(),
    /** Certification names as entered (the certification filter matches each). */
    certNames: text('cert_names').array().notNull(),
    /** The keyword's vector: the resume's own (intro, license, other achievements), skills, certifications and job titles. */
    keywords: tsvector('keywords').notNull(),
    /** The preview's keyword vector: only what the preview card shows (skills and certifications), ADR 69. */
    shownKeywords: tsvector('shown_keywords').notNull(),
  },
  (t) => {
    const place = [t.position, t.latBand, t.lng, t.lat, t.userId, t.experience, t.candidateState, t.hasPhoto, t.days, t.tempDays, t.skills, t.certs] as const;
    return [
      // Per position and band of latitude, the longitude range of the radius's box, with what the
      // filters and the ranking read: a search without a keyword or certification reads the index alone.
      index('resume_search_rows_place_idx').on(...place),
      // People willing to relocate, found beyond the radius (up to RELOCATION_REACH_MILES farther).
      index('resume_search_rows_relocating_idx')
        .on(...place)
        .where(sql`${t.isRelocate}`),
      index('resume_search_rows_keywords_idx').using('gin', t.keywords),
      index('resume_search_rows_shown_keywords_idx').using('gin', t.shownKeywords),
    ];
  },
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
    /** A CE category code (CE_CATEGORIES in packages/domain/src/ce-tracker.ts); null: not given. */
    category: text('category'),
    /** Storage key of the certificate (a re-encoded image or a checked PDF): private to the person. */
    certificateKey: text('certificate_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_courses_user_idx').on(t.userId),
    check(
      'staff_courses_category',
      sql`${t.category} in ('CLINICAL', 'INFECTION_CONTROL', 'RADIOLOGY', 'PHARMACOLOGY', 'CPR_BLS', 'ETHICS_LAW', 'ANESTHESIA', 'PRACTICE_MANAGEMENT', 'OTHER')`,
    ),
  ],
);

export const ASSESSMENT_KINDS = ['disc', 'emotions', 'values', 'culture', 'alignment', 'skills', 'satisfaction'] as const;
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
    /** The answers the result was scored from, and the bank version they were checked against. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('assessment_results_kind', sql`${t.kind} in ('disc', 'emotions', 'values', 'culture', 'alignment', 'skills', 'satisfaction')`),
  ],
);

/**
 * Answers saved on the way through an assessment (job seeker or practice), so a person can leave
 * and come back; removed when the assessment is submitted. kind: a staff kind or culture-employer.
 */
export const assessmentProgress = pgTable(
  'assessment_progress',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    answers: jsonb('answers').notNull(),
    version: integer('version').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A practice's own culture assessment (kept apart from the job seekers' culture results). */
export const employerCultureResults = pgTable('employer_culture_results', {
  employerId: bigint('employer_id', { mode: 'number' })
    .primaryKey()
    .references(() => employers.userId, { onDelete: 'cascade' }),
  result: jsonb('result').notNull(),
  answers: jsonb('answers').notNull(),
  version: integer('version').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- employers: offices, job postings, job slots ----

const employerId = () =>
  bigint('employer_id', { mode: 'number' })
    .notNull()
    .references(() => employers.userId, { onDelete: 'cascade' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A practice's office; exactly one is primary once there is any (the default map centre). */
export const offices = pgTable(
  'offices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offices_employer_idx').on(t.employerId, t.id),
    uniqueIndex('offices_one_primary_idx')
      .on(t.employerId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** Opening hours: one range per weekday (0 Sunday to 6 Saturday), HH:MM; a missing day is closed. */
export const officeHours = pgTable(
  'office_hours',
  {
    officeId: bigint('office_id', { mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    dow: smallint('dow').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.dow] }),
    check('office_hours_dow_range', sql`${t.dow} between 0 and 6`),
    check(
      'office_hours_times',
      sql`${t.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.opens} < ${t.closes}`,
    ),
  ],
);

/** Office photos: re-encoded WebP files behind the storage port, in the owner's order. */
export const officePhotos = pgTable(
  'office_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    officeId: bigint('office_id', { mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('office_photos_office_idx').on(t.officeId, t.sortOrder, t.id)],
);

/**
 * A job slot: the right to run one posting, made by a purchase (order_id) or by the demo seed.
 * JOB: one 30-day posting; BASIC: one 30-day basic posting (local search only, never national).
 * JOBSUB: a subscription slot; it frees again when its posting is
 * filled or closed, and ends at expires_at. active_job_id null is unassigned (0 on the wire).
 */
export const jobSlots = pgTable(
  'job_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    orderId: bigint('order_id', { mode: 'number' }).references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    product: text('product', { enum: ['JOB', 'JOBSUB', 'BASIC'] }).notNull(),
    /** The position the slot was priced for: it carries postings of this position only (null: any, ADR 66). */
    position: text('position'),
    /** The price region the slot was priced for: it carries postings in this region only (null: any). */
    region: text('region'),
    activeJobId: bigint('active_job_id', { mode: 'number' }).references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at'),
    cancelledAt: instant('cancelled_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_slots_employer_idx').on(t.employerId, t.id),
    uniqueIndex('job_slots_active_job_idx')
      .on(t.activeJobId)
      .where(sql`${t.activeJobId} is not null`),
    index('job_slots_order_idx').on(t.orderId),
    check('job_slots_product', sql`${t.product} in ('JOB', 'JOBSUB', 'BASIC')`),
    check('job_slots_region', sql`${t.region} in ('NORTHEAST', 'SOUTHEAST', 'MIDWEST', 'SOUTH', 'WEST')`),
  ],
);

export const JOB_STATUS_VALUES = ['DRAFT', 'ACTIVE', 'BOOKED', 'CANCELED'] as const;
export const JOB_PAY_CODES = ['HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE', 'PRODUCTION', 'PRODUCTION_RANGE', 'COLLECTION', 'COLLECTION_RANGE'] as const;

/**
 * A job posting (the spec's entity). name is the title; description is sanitised HTML. The
 * place is copied from the office (or typed) so a posting keeps its address when the office
 * changes. Amounts are hundredths (cents, or hundredths of a percent for PRODUCTION and
 * COLLECTION). posted_date and expired_date are set on publishing (30 days apart).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    officeId: bigint('office_id', { mode: 'number' }).references(() => offices.id, { onDelete: 'set null' }),
    slotId: bigint('slot_id', { mode: 'number' }).references((): AnyPgColumn => jobSlots.id, { onDelete: 'set null' }),
    position: text('position'),
    name: text('name'),
    description: text('description'),
    urltitle: text('urltitle'),
    type: text('type', { enum: ['PERM', 'TEMP'] })
      .notNull()
      .default('PERM'),
    status: text('status', { enum: JOB_STATUS_VALUES }).notNull().default('DRAFT'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isConfidential: boolean('is_confidential').notNull().default(false),
    payCode: text('pay_code', { enum: JOB_PAY_CODES }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** FULL_TIME, PART_TIME or PER_DIEM (EMPLOYMENT_TYPES in packages/domain/src/job-posting-rules.ts); null: not said. */
    employmentType: text('employment_type', { enum: ['FULL_TIME', 'PART_TIME', 'PER_DIEM'] }),
    /** Days of the week the job works: MON ... SUN (WORK_DAYS). */
    workDays: text('work_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Parts of the day the job works: MORNINGS, AFTERNOONS, EVENINGS (SHIFTS). */
    shifts: text('shifts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Benefit codes from the fixed list BENEFITS. */
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Yes/no questions answered when applying: [{id, text, isDealBreaker}] (ADR 33). */
    screeningQuestions: jsonb('screening_questions')
      .$type<{ id: string; text: string; isDealBreaker: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Temp shifts: certifications a professional must hold (names as on resumes, unexpired), and where to park. */
    shiftRequirements: text('shift_requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parking: text('parking'),
    isBasic: boolean('is_basic').notNull().default(false),
    isSubscription: boolean('is_subscription').notNull().default(false),
    /** The NAT add-on: shown in national search. */
    isNational: boolean('is_national').notNull().default(false),
    postedDate: instant('posted_date'),
    expiredDate: instant('expired_date'),
    /** When the practice last marked the posting filled (BOOKED); cleared on reopening (ADR 121: time to fill). */
    filledAt: instant('filled_at'),
    views: integer('views').notNull().default(0),
    /**
     * Set when an administrator hid the posting over reports: it leaves search and its public page
     * (live_until is -infinity while it is set; ADR 72).
     */
    hiddenAt: instant('hidden_at'),
    /** When support was told the posting passed the reports threshold (once per posting). */
    flagAlertSentAt: instant('flag_alert_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * Keyword search: title (A), city and practice name (B; not for confidential postings),
     * description (C), all with English stemming as the query has; HTML tags are skipped by the
     * parser. Written by the trigger jobs_search_vector (migration 0004), which also follows
     * practice renames.
     */
    searchVector: tsvector('search_vector'),
    /**
     * Until when the posting is live as far as its slot goes (search reads it instead of joining
     * job_slots): the slot's end for a subscription posting, expired_date for a 30-day one,
     * -infinity when unslotted or its slot is cancelled. Live = ACTIVE and live_until > now.
     * Written by the trigger jobs_live_until (migration 0004), which follows slot changes.
     */
    liveUntil: instant('live_until'),
    /**
     * The place as a unit vector (x, y, z on a unit sphere), for the radius search: the cosine of
     * the angle between two places is the dot product of their vectors, so a search cuts and
     * orders by three multiplications a row instead of the haversine's trigonometry.
     */
    geoX: doublePrecision('geo_x').generatedAlwaysAs(sql`cos(radians(lat)) * cos(radians(lng))`),
    geoY: doublePrecision('geo_y').generatedAlwaysAs(sql`cos(radians(lat)) * sin(radians(lng))`),
    geoZ: doublePrecision('geo_z').generatedAlwaysAs(sql`sin(radians(lat))`),
    /** The half-degree band of latitude (floor(lat × 2)): the radius search seeks each band's longitude range. */
    latBand: smallint('lat_band').generatedAlwaysAs(sql`floor(lat * 2)::smallint`),
  },
  (t) => [
    index('jobs_employer_idx').on(t.employerId, t.id),
    index('jobs_slot_idx').on(t.slotId),
    index('jobs_office_idx').on(t.officeId),
    // Radius search: a bounding box on (lat, lng) per position, read as an index-only scan.
    index('jobs_active_place_idx')
      .on(t.position, t.lat, t.lng, t.liveUntil, t.postedDate, t.type, t.geoX, t.geoY, t.geoZ, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    // Radius search: per position and band of latitude, the longitude range of the circle's box,
    // so a search reads the box, not every posting of its latitudes across the country.
    index('jobs_active_band_idx')
      .on(t.position, t.latBand, t.lng, t.lat, t.liveUntil, t.postedDate, t.type, t.geoX, t.geoY, t.geoZ, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    // National search (the NAT add-on): every national posting of a position.
    index('jobs_active_national_idx')
      .on(t.position, t.liveUntil, t.postedDate, t.type, t.geoX, t.geoY, t.geoZ, t.id)
      .where(sql`${t.status} = 'ACTIVE' and ${t.isNational}`),
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    // Job directories (ADR 42): live postings by state and city, and by place for metro areas.
    index('jobs_active_state_idx')
      .on(t.state, t.city, t.position, t.liveUntil, t.postedDate, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('jobs_active_latlng_idx')
      .on(t.lat, t.lng, t.liveUntil, t.position, t.postedDate, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    // Newest first across every place (role and specialty directories), and postings of a specialty.
    index('jobs_active_newest_idx')
      .on(t.postedDate.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'ACTIVE'`),
    index('jobs_active_specialties_idx')
      .using('gin', t.specialties)
      .where(sql`${t.status} = 'ACTIVE'`),
    // Live postings counted by specialty (the directories' overview) from the index alone, not the rows.
    index('jobs_active_live_specialties_idx')
      .on(t.liveUntil, t.specialties)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The sitemap's job files (a range of ids each) and their counts and newest changes, from the index alone.
    index('jobs_active_sitemap_idx')
      .on(t.id, t.liveUntil, t.updatedAt, t.position, t.state, t.city, t.urltitle)
      .where(sql`${t.status} = 'ACTIVE'`),
    check('jobs_status', sql`${t.status} in ('DRAFT', 'ACTIVE', 'BOOKED', 'CANCELED')`),
    check('jobs_type', sql`${t.type} in ('PERM', 'TEMP')`),
    check('jobs_position', sql`${t.position} in ('DD', 'DA', 'DH', 'FO', 'LT', 'SR')`),
    check(
      'jobs_pay_code',
      sql`${t.payCode} in ('HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE', 'PRODUCTION', 'PRODUCTION_RANGE', 'COLLECTION', 'COLLECTION_RANGE')`,
    ),
    check('jobs_salary_range', sql`${t.salaryMin} >= 0 and (${t.salaryMax} is null or ${t.salaryMax} >= ${t.salaryMin})`),
    check('jobs_published_dates', sql`${t.status} = 'DRAFT' or (${t.postedDate} is not null and ${t.expiredDate} is not null)`),
    check('jobs_description_length', sql`char_length(${t.description}) <= 40000`),
    // A basic posting is shown in local search only: never national.
    check('jobs_basic_not_national', sql`not (${t.isBasic} and ${t.isNational})`),
    check('jobs_employment_type', sql`${t.employmentType} in ('FULL_TIME', 'PART_TIME', 'PER_DIEM')`),
    check('jobs_shift_requirements', sql`cardinality(${t.shiftRequirements}) <= 10`),
    check('jobs_parking_length', sql`char_length(${t.parking}) <= 300`),
  ],
);

/**
 * A posting's search card (ADR 136): what a search result shows of it, written once as JSON text
 * (the posting's fields, its practice's name and visibility, the practice's username), so a page
 * of results reads one row per posting and no other table. Written only by triggers (migration
 * 0075) on jobs, employers and users.
 */
export const jobCards = pgTable('job_cards', {
  jobId: bigint('job_id', { mode: 'number' })
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  isTemp: boolean('is_temp').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  card: json('card').notNull(),
});

/**
 * A temp posting's dates: each is a shift (ADR 97), with its hours, unpaid break, hourly rate and
 * the way it is booked. Exactly one booking per shift: booking is one conditional update of this
 * row (ACTIVE and nobody booked), so of any number of accepts arriving at once one wins.
 */
export const jobDates = pgTable(
  'job_dates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    status: text('status', { enum: ['ACTIVE', 'BOOKED', 'CANCELED'] })
      .notNull()
      .default('ACTIVE'),
    breakMinutes: smallint('break_minutes').notNull().default(0),
    /** Whole cents an hour; null on dates posted before shifts had a rate (applicants only). */
    rateCents: integer('rate_cents'),
    /** REQUEST (offers to a few, first to accept), INSTANT (a qualified professional books it), APPLICANTS (the practice picks). */
    bookingMode: text('booking_mode', { enum: ['REQUEST', 'INSTANT', 'APPLICANTS'] })
      .notNull()
      .default('APPLICANTS'),
    /** Who is booked (null on dates a practice marked booked itself). */
    bookedUserId: bigint('booked_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    bookedAt: instant('booked_at'),
    /** The round of requests sent (0: none yet); each round widens the circle. */
    requestRound: smallint('request_round').notNull().default(0),
    requestedAt: instant('requested_at'),
    /** Bumped on every change the booked person's calendar shows (the iCalendar SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('job_dates_job_date_idx').on(t.jobId, t.date),
    index('job_dates_booked_user_idx')
      .on(t.bookedUserId, t.date)
      .where(sql`${t.bookedUserId} is not null`),
    check('job_dates_status', sql`${t.status} in ('ACTIVE', 'BOOKED', 'CANCELED')`),
    check('job_dates_shift', sql`(${t.startTime} is null) = (${t.endTime} is null) and (${t.startTime} is null or ${t.startTime} < ${t.endTime})`),
    check('job_dates_booking_mode', sql`${t.bookingMode} in ('REQUEST', 'INSTANT', 'APPLICANTS')`),
    check('job_dates_break', sql`${t.breakMinutes} between 0 and 240`),
    check('job_dates_rate', sql`${t.rateCents} between 725 and 50000`),
    check('job_dates_booked', sql`${t.bookedUserId} is null or ${t.status} = 'BOOKED'`),
    // Requests and instant booking need the hours and the rate a professional agrees to.
    check('job_dates_bookable', sql`${t.bookingMode} = 'APPLICANTS' or (${t.startTime} is not null and ${t.rateCents} is not null)`),
    check('job_dates_notes_length', sql`char_length(${t.notes}) <= 1000`),
  ],
);

/**
 * Professionals a shift was offered to or who asked for it: a request the practice's round sent
 * (OFFERED), or an application in applicants mode (APPLIED); then BOOKED, TAKEN (someone else
 * was booked first), DECLINED, or WITHDRAWN (the shift was cancelled or changed hands).
 */
export const shiftOffers = pgTable(
  'shift_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobDateId: bigint('job_date_id', { mode: 'number' })
      .notNull()
      .references(() => jobDates.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['OFFERED', 'APPLIED', 'BOOKED', 'TAKEN', 'DECLINED', 'WITHDRAWN'] }).notNull(),
    round: smallint('round').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    answeredAt: instant('answered_at'),
    /** The practice's worker classification when this offer was booked (ADR 126): the terms the professional agreed to. */
    workerClassification: text('worker_classification', { enum: ['CONTRACTOR', 'EMPLOYEE'] }),
  },
  (t) => [
    check('shift_offers_worker_classification', sql`${t.workerClassification} in ('CONTRACTOR', 'EMPLOYEE')`),
    uniqueIndex('shift_offers_shift_user_idx').on(t.jobDateId, t.userId),
    index('shift_offers_user_idx').on(t.userId, t.status),
    check('shift_offers_status', sql`${t.status} in ('OFFERED', 'APPLIED', 'BOOKED', 'TAKEN', 'DECLINED', 'WITHDRAWN')`),
  ],
);

/**
 * A booking cancelled by either side, with the reason. A practice's late cancellation owes the
 * professional its fee (the practice's terms at the time), billed on the practice's next receipt.
 */
export const shiftCancellations = pgTable(
  'shift_cancellations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobDateId: bigint('job_date_id', { mode: 'number' })
      .notNull()
      .references(() => jobDates.id, { onDelete: 'cascade' }),
    /** The professional who was booked. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancelledBy: text('cancelled_by', { enum: ['PRACTICE', 'PROFESSIONAL'] }).notNull(),
    reason: text('reason').notNull(),
    isLate: boolean('is_late').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** The order whose receipt carries the fee, once billed. */
    feeOrderId: bigint('fee_order_id', { mode: 'number' }).references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shift_cancellations_shift_idx').on(t.jobDateId),
    index('shift_cancellations_unbilled_idx')
      .on(t.jobDateId)
      .where(sql`${t.feeCents} > 0 and ${t.feeOrderId} is null`),
    check('shift_cancellations_by', sql`${t.cancelledBy} in ('PRACTICE', 'PROFESSIONAL')`),
    check('shift_cancellations_fee', sql`${t.feeCents} >= 0 and (${t.cancelledBy} = 'PRACTICE' or ${t.feeCents} = 0)`),
    check('shift_cancellations_reason_length', sql`char_length(${t.reason}) between 1 and 500`),
  ],
);

/** A professional's reliability history: one event per booked shift's outcome (RELIABILITY_RULES). */
export const reliabilityEvents = pgTable(
  'reliability_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobDateId: bigint('job_date_id', { mode: 'number' }).references(() => jobDates.id, { onDelete: 'set null' }),
    event: text('event', { enum: ['WORKED', 'CANCELLED_EARLY', 'CANCELLED_LATE', 'NO_SHOW'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** A no-show the professional disputes: when, and what they say (up to 1000 characters). */
    disputedAt: instant('disputed_at'),
    disputeText: text('dispute_text'),
    /** An administrator's decision on a no-show; OVERTURNED: the event counts for nothing. */
    reviewedAt: instant('reviewed_at'),
    reviewOutcome: text('review_outcome', { enum: ['UPHELD', 'OVERTURNED'] }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reliability_events_user_idx').on(t.userId, t.createdAt),
    check('reliability_events_event', sql`${t.event} in ('WORKED', 'CANCELLED_EARLY', 'CANCELLED_LATE', 'NO_SHOW')`),
    /** One attendance outcome (worked or no-show) per person and shift. */
    uniqueIndex('reliability_events_attendance_once')
      .on(t.jobDateId, t.userId)
      .where(sql`${t.event} in ('WORKED', 'NO_SHOW')`),
    check('reliability_events_dispute', sql`(${t.disputedAt} is null) = (${t.disputeText} is null) and char_length(${t.disputeText}) <= 1000`),
    check('reliability_events_review', sql`(${t.reviewedAt} is null) = (${t.reviewOutcome} is null) and ${t.reviewOutcome} in ('UPHELD', 'OVERTURNED')`),
  ],
);

/** Reports of a posting by visitors: one per visitor (a user, or a keyed hash of an address). */
export const jobFlags = pgTable(
  'job_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** Where to thank the reporter once the report is acted on: the address they gave, else their account's. */
    reporterEmail: text('reporter_email'),
    /** Set when an administrator closed the report; resolution says how (HIDDEN, SUSPENDED, DISMISSED). */
    resolvedAt: instant('resolved_at'),
    resolution: text('resolution', { enum: ['HIDDEN', 'SUSPENDED', 'DISMISSED'] }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_flags_job_reporter_idx').on(t.jobId, t.reporterKey),
    index('job_flags_created_idx').on(t.createdAt),
    index('job_flags_open_idx')
      .on(t.jobId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Distinct views: one row per posting, visitor and day; jobs.views counts them. */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.viewerKey, t.day] })],
);

/**
 * Every US ZIP code and Canadian forward sortation area, loaded at start whenever the data's
 * sources change (packages/db/src/zip-codes.ts, ADR 67). time_zone: the IANA zone at the place's
 * position.
 */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country', { enum: ['US', 'CA'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [index('zip_codes_place_idx').on(t.lat, t.lng)],
);

/** Postings imported from partner job feeds; de-duplicated by key, expired when they leave the feed. */
export const partnerJobs = pgTable(
  'partner_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobKey: text('job_key').notNull().unique(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    company: text('company'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    position: text('position'),
    jobType: text('job_type'),
    url: text('url').notNull(),
    description: text('description'),
    postedDate: instant('posted_date'),
    firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiredAt: instant('expired_at'),
    /** Keyword search: title (A), company and city (B), description (C), all with English stemming as the query has. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index('partner_jobs_live_place_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.expiredAt} is null`),
    index('partner_jobs_search_vector_idx').using('gin', t.searchVector),
    index('partner_jobs_live_state_idx')
      .on(t.state, t.city, t.position)
      .where(sql`${t.expiredAt} is null`),
  ],
);

/** A job seeker's like or dislike of a posting (the search's evaluation filter). */
export const jobEvaluations = pgTable(
  'job_evaluations',
  {
    userId: staffUserId(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    opinion: text('opinion', { enum: ['LIKED', 'DISLIKED'] }).notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), check('job_evaluations_opinion', sql`${t.opinion} in ('LIKED', 'DISLIKED')`)],
);

/** A job seeker's application to a posting: once per posting. The employer's review travels with it. */
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: staffUserId(),
    message: text('message'),
    /** Set when the application answers an invitation. */
    invitationId: bigint('invitation_id', { mode: 'number' }),
    /** The day the practice first opened the application (YYYY-MM-DD). */
    reviewedDate: date('reviewed_date', { mode: 'string' }),
    /** Feedback to the applicant: labels of the spec's rejection reasons, an optional message, when last sent. */
    feedbackReasons: text('feedback_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    feedbackMessage: text('feedback_message'),
    feedbackAt: instant('feedback_at'),
    /** The team member who sent the feedback (ADR 127): shown with the practice's name; null when the practice's own sign-in did. */
    feedbackByUserId: bigint('feedback_by_user_id', { mode: 'number' }).references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the practice was reminded that the application waits for a review (once per application). */
    reviewRemindedAt: instant('review_reminded_at'),
    /**
     * The practice's first answer after the application: feedback, an interview proposal, a
     * message to the applicant or the not-selected notice (ADR 112). Set once.
     */
    answeredAt: instant('answered_at'),
    /** When the practice was reminded that the application waits 7 days for an answer (once per application). */
    answerRemindedAt: instant('answer_reminded_at'),
    /** When the not-selected notice was queued (the posting filled or closed while the application was open), and its text. */
    notSelectedAt: instant('not_selected_at'),
    notSelectedMessage: text('not_selected_message'),
    /** The posting's screening questions as they were asked, with the answers: [{questionId, text, isDealBreaker, answer}]. */
    screeningAnswers: jsonb('screening_answers')
      .$type<{ questionId: string; text: string; isDealBreaker: boolean; answer: boolean | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** True when the applicant answered 'no' to a deal-breaker question: still applied, flagged to the practice. */
    missedDealBreaker: boolean('missed_deal_breaker').notNull().default(false),
    /**
     * The practice-side pipeline stage (ADR 118): a fixed key (new, reviewing, interview, offer,
     * hired, not_selected) or a practice's own stage key (pipeline_stages); when it moved and by whom (username).
     */
    pipelineStage: text('pipeline_stage').notNull().default('new'),
    stageMovedAt: instant('stage_moved_at'),
    stageMovedBy: text('stage_moved_by'),
    /** Where the applicant came from (ADR 121): search, alert, google, invitation, feed or direct; null before it was recorded. */
    source: text('source'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_user_idx').on(t.jobId, t.userId),
    index('applications_user_idx').on(t.userId, t.createdAt),
    /** A posting's applicants a page at a time, newest first, in one stage or all (ADR 130). */
    index('applications_job_stage_page_idx').on(t.jobId, t.pipelineStage, t.createdAt, t.id),
    index('applications_job_page_idx').on(t.jobId, t.createdAt, t.id),
    check('applications_message_length', sql`char_length(${t.message}) <= 5000`),
    check('applications_feedback_message_length', sql`char_length(${t.feedbackMessage}) <= 5000`),
    check('applications_not_selected_message_length', sql`char_length(${t.notSelectedMessage}) <= 5000`),
    check('applications_source', sql`${t.source} in ('search', 'alert', 'google', 'invitation', 'feed', 'direct')`),
    index('applications_awaiting_answer_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null and ${t.answerRemindedAt} is null`),
    index('applications_awaiting_review_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewedDate} is null and ${t.reviewRemindedAt} is null`),
  ],
);

/** An employer's invitation of a job seeker to apply to a posting. */
export const invitations = pgTable(
  'invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: staffUserId(),
    message: text('message'),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED'] })
      .notNull()
      .default('PENDING'),
    createdAt: instant('created_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
  },
  (t) => [
    uniqueIndex('invitations_job_user_idx').on(t.jobId, t.userId),
    index('invitations_user_idx').on(t.userId, t.createdAt),
    check('invitations_status', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED')`),
    check('invitations_message_length', sql`char_length(${t.message}) <= 5000`),
  ],
);

/** An interview an employer proposes to an applicant; both sides see it. */
export const interviews = pgTable(
  'interviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM'] }).notNull(),
    interviewDate: instant('interview_date').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    location: text('location'),
    notes: text('notes'),
    status: text('status', { enum: ['PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELED'] })
      .notNull()
      .default('PROPOSED'),
    /** The office's IANA time zone when the interview was proposed or changed (null: derived from the posting's place). */
    timeZone: text('time_zone'),
    /** The calendar invitation's SEQUENCE: goes up with every change and the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** The job seeker's last answer: ACCEPTED, DECLINED or NEW_TIME (asked for another time, with a message). */
    response: text('response', { enum: ['ACCEPTED', 'DECLINED', 'NEW_TIME'] }),
    responseMessage: text('response_message'),
    respondedAt: instant('responded_at'),
    /** Booked by the candidate from this availability (ADR 117); null when the practice proposed the time. */
    availabilityId: bigint('availability_id', { mode: 'number' }).references((): AnyPgColumn => interviewAvailability.id, { onDelete: 'set null' }),
    /** The team member who interviews, when the candidate booked from that member's own availability (ADR 125). */
    interviewerUserId: bigint('interviewer_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The team member who proposed the interview or last changed it (ADR 127): shown with the practice's name; null for the practice's own sign-in. */
    proposedByUserId: bigint('proposed_by_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** When the job seeker was reminded of a proposal left unanswered for 2 days (once per interview; issue #35). */
    answerRemindedAt: instant('answer_reminded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_date_idx').on(t.interviewDate),
    /** No two candidates get one time (ADR 117): one live interview per availability and start. */
    uniqueIndex('interviews_availability_slot_idx')
      .on(t.availabilityId, t.interviewDate)
      .where(sql`${t.availabilityId} is not null and ${t.status} in ('PROPOSED', 'CONFIRMED')`),
    /** No two candidates get one interviewer at one time, whichever office (ADR 125). */
    uniqueIndex('interviews_interviewer_slot_idx')
      .on(t.interviewerUserId, t.interviewDate)
      .where(sql`${t.interviewerUserId} is not null and ${t.status} in ('PROPOSED', 'CONFIRMED')`),
    check('interviews_type', sql`${t.type} in ('INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM')`),
    check('interviews_status', sql`${t.status} in ('PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELED')`),
    check('interviews_response', sql`${t.response} in ('ACCEPTED', 'DECLINED', 'NEW_TIME')`),
    check('interviews_response_message_length', sql`char_length(${t.responseMessage}) <= 2000`),
    check('interviews_duration', sql`${t.durationMinutes} between 5 and 720`),
  ],
);

/** One weekly window of interview availability, in the office's wall-clock time: day 0 Sunday to 6 Saturday, HH:MM. */
export type AvailabilityWindow = { day: number; from: string; to: string };

/**
 * When a practice interviews at an office (ADR 117): weekly windows in the office's time zone, the
 * length of an interview and the minimum notice. interviewerUserId is null for the office as a whole;
 * a team member's own availability (practice teams, ADR 116) will set it.
 */
export const interviewAvailability = pgTable(
  'interview_availability',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    officeId: bigint('office_id', { mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    employerId: employerId(),
    interviewerUserId: bigint('interviewer_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    windows: jsonb('windows').$type<AvailabilityWindow[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    minNoticeHours: integer('min_notice_hours').notNull(),
    type: text('type', { enum: ['INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM'] })
      .notNull()
      .default('INPERSON'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_availability_office_idx')
      .on(t.officeId)
      .where(sql`${t.interviewerUserId} is null`),
    uniqueIndex('interview_availability_interviewer_idx')
      .on(t.officeId, t.interviewerUserId)
      .where(sql`${t.interviewerUserId} is not null`),
    index('interview_availability_employer_idx').on(t.employerId),
    check('interview_availability_duration', sql`${t.durationMinutes} between 10 and 240`),
    check('interview_availability_notice', sql`${t.minNoticeHours} between 0 and 336`),
  ],
);

/** A scheduling link sent to an applicant (ADR 117): its signed token names this row; interviewId once booked. */
export const interviewSchedulingRequests = pgTable(
  'interview_scheduling_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    availabilityId: bigint('availability_id', { mode: 'number' })
      .notNull()
      .references(() => interviewAvailability.id, { onDelete: 'cascade' }),
    interviewId: bigint('interview_id', { mode: 'number' }).references(() => interviews.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** When the link was last emailed (null: when it was created); it works for 30 days from then (ADR 125). */
    sentAt: instant('sent_at'),
    /** When the practice withdrew the link: it no longer opens (ADR 125). */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [index('interview_scheduling_requests_application_idx').on(t.applicationId)],
);

// ---- commerce: catalog, discounts, orders, payments, credits ----
// Money is integer cents (USD). docs/decisions/0024-money-payments-and-idempotency.md

/** A product of the catalog (JOB, JOBSUB, BASIC, NAT, INV, INVSUB and resume access). */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    productCode: text('product_code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['posting', 'subscription', 'addon', 'resume'] }).notNull(),
    /** The catalog category: JOB (postings and add-ons) or UPGRADE_RESUME. */
    category: text('category', { enum: ['JOB', 'UPGRADE_RESUME', 'JOB_SEEKER'] }).notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('catalog_products_kind', sql`${t.kind} in ('posting', 'subscription', 'addon', 'resume')`),
    check('catalog_products_category', sql`${t.category} in ('JOB', 'UPGRADE_RESUME', 'JOB_SEEKER')`),
    check('catalog_products_max_quantity', sql`${t.maxQuantity} between 1 and 1000`),
  ],
);

/**
 * The one price table: a product's fee per unit, optionally for one position and/or one
 * region of the ZIP (packages/domain/src/commerce-rules.ts); the most specific row wins.
 */
export const catalogPrices = pgTable(
  'catalog_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => catalogProducts.productCode, { onDelete: 'cascade' }),
    position: text('position'),
    region: text('region'),
    fee: integer('fee').notNull(),
  },
  (t) => [
    uniqueIndex('catalog_prices_key_idx').on(t.productCode, sql`coalesce(${t.position}, '')`, sql`coalesce(${t.region}, '')`),
    check('catalog_prices_fee', sql`${t.fee} >= 0`),
    check('catalog_prices_region', sql`${t.region} in ('NORTHEAST', 'SOUTHEAST', 'MIDWEST', 'SOUTH', 'WEST')`),
  ],
);

/** A discount (the spec's entity); codes are unique per product regardless of case. */
export const discounts = pgTable(
  'discounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discountCode: text('discount_code').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => catalogProducts.productCode, { onDelete: 'cascade' }),
    displayPhrase: text('display_phrase').notNull(),
    /** The day the code expires: it applies on days before it. Null: never ends. */
    endDate: date('end_date', { mode: 'string' }),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    maximumQuantity: integer('maximum_quantity').notNull().default(1000),
    discountFee: integer('discount_fee').notNull(),
    discountActivationFee: integer('discount_activation_fee').notNull().default(0),
    /** Listed in the catalog for everyone; otherwise it applies only when its code is given. */
    isPublic: boolean('is_public').notNull().default(false),
    /** How many orders may use the code in all (null: no limit). */
    maxRedemptions: integer('max_redemptions'),
    /** How many orders of one practice may use the code (null: no limit). */
    maxRedemptionsPerPractice: integer('max_redemptions_per_practice'),
    /** Only a practice's first order may use the code. */
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_idx').on(t.productCode, sql`upper(${t.discountCode})`),
    check('discounts_quantities', sql`${t.minimumQuantity} >= 1 and ${t.maximumQuantity} >= ${t.minimumQuantity}`),
    check('discounts_fee', sql`${t.discountFee} >= 0`),
    check(
      'discounts_redemption_limits',
      sql`(${t.maxRedemptions} is null or ${t.maxRedemptions} >= 1) and (${t.maxRedemptionsPerPractice} is null or ${t.maxRedemptionsPerPractice} >= 1)`,
    ),
  ],
);

/** One use of a discount: written in the transaction of the order that used it (one per order). */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discountId: bigint('discount_id', { mode: 'number' })
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    employerId: employerId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_discount_idx').on(t.discountId, t.employerId), uniqueIndex('discount_redemptions_order_idx').on(t.orderId)],
);

/** A paid order: its lines are order_items; its slots, credits and subscription point back to it. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    position: text('position'),
    zip: text('zip'),
    region: text('region'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    discountCode: text('discount_code'),
    campaignId: text('campaign_id'),
    templateId: text('template_id'),
    upgradedId: bigint('upgraded_id', { mode: 'number' }),
    /** The draft published into this order's slot, when bought from the draft's editor. */
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_employer_idx').on(t.employerId, t.id),
    check('orders_amounts', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.total} = ${t.subtotal} - ${t.discount} and ${t.total} >= 0`),
    check('orders_quantity', sql`${t.quantity} >= 1`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitFee: integer('unit_fee').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    check('order_items_amount', sql`${t.quantity} >= 1 and ${t.unitFee} >= 0 and ${t.amount} = ${t.unitFee} * ${t.quantity}`),
  ],
);

/**
 * A charge attempt at the payment gateway: settled (with its order) or declined (no order; no
 * employer either when a visitor's prepay was declined). Card brand and last 4 digits only.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: bigint('employer_id', { mode: 'number' }).references(() => employers.userId, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['settled', 'declined'] }).notNull(),
    amount: integer('amount').notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'braintree'] }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayMessage: text('gateway_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_employer_idx').on(t.employerId, t.id),
    uniqueIndex('payments_order_idx').on(t.orderId),
    check('payments_status', sql`${t.status} in ('settled', 'declined')`),
    check('payments_settled_order', sql`${t.status} = 'declined' or ${t.orderId} is not null`),
    check('payments_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * Idempotency-Key answers: the first request with a key (per caller) claims it (pending), and
 * its answer is kept (done) for replay. request_hash tells the same body from another.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The account the answer belongs to (prepay: the account it created). */
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check('idempotency_keys_status', sql`${t.status} in ('pending', 'done')`)],
);

/** Payment nonces already used: a nonce pays once (the gateway's fixed test nonces excepted). */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  usedAt: instant('used_at').notNull().defaultNow(),
});

/** Credit balances per employer and kind (INV, INVSUB, NAT); the ledger explains every change. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    employerId: employerId(),
    productCode: text('product_code', { enum: ['INV', 'INVSUB', 'NAT'] }).notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.employerId, t.productCode] }),
    check('credit_balances_product', sql`${t.productCode} in ('INV', 'INVSUB', 'NAT')`),
    check('credit_balances_balance', sql`${t.balance} >= 0`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    productCode: text('product_code', { enum: ['INV', 'INVSUB', 'NAT'] }).notNull(),
    change: integer('change').notNull(),
    reason: text('reason', { enum: ['purchase', 'redeem'] }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_employer_idx').on(t.employerId, t.id),
    check('credit_ledger_reason', sql`${t.reason} in ('purchase', 'redeem')`),
    check('credit_ledger_change', sql`${t.change} <> 0`),
  ],
);

/**
 * A subscription bought with a JOBSUB order: its current period, renewed by the renewal task
 * (subscription_charges) with the vaulted payment method. active, past_due (a renewal was
 * declined; retries follow), ended (the last retry failed or it was cancelled at period end:
 * its slots ended). cancel_at_period_end: no renewal, the slots end at period_end.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    status: text('status', { enum: ['active', 'past_due', 'ended', 'cancelled'] })
      .notNull()
      .default('active'),
    paymentMethodId: bigint('payment_method_id', { mode: 'number' }).references((): AnyPgColumn => paymentMethods.id, { onDelete: 'set null' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: instant('ended_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_employer_idx').on(t.employerId, t.id),
    index('subscriptions_due_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex('subscriptions_order_idx').on(t.orderId),
    check('subscriptions_period', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/** A banner above the layout: the first live one matching the person's role and the environment shows. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    heading: text('heading').notNull(),
    ctaText: text('cta_text').notNull().default(''),
    ctaLink: text('cta_link').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    iconTitle: text('icon_title').notNull().default(''),
    backgroundColor: text('background_color').notNull(),
    userRoles: text('user_roles').array().notNull(),
    buildEnvironments: text('build_environments').array().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_live_idx').on(t.startsAt, t.id), check('announcements_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

/** A promotion widget offer: a discount code from the catalog, shown until it ends or expires. */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    heading: text('heading').notNull(),
    discountCode: text('discount_code').notNull(),
    ctaText: text('cta_text').notNull().default(''),
    ctaLink: text('cta_link').notNull().default(''),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    buildEnvironment: text('build_environment').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('promotions_live_idx').on(t.buildEnvironment, t.startsAt), check('promotions_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

/** Events per UTC day and name, kept with each batch: the admin report reads these, not the events. */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/** First-party product analytics: one row per event, with the role, page and UTM values, never an address or a name. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    role: text('role').notNull(),
    page: text('page').notNull().default(''),
    params: jsonb('params').notNull().default({}),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
  },
  (t) => [index('analytics_events_time_name_idx').on(t.occurredAt, t.name), index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);

// ---- messaging: conversations between practices and job seekers ----
// docs/decisions/0032-messaging.md

/** Numbers every change of a conversation (a message, a read, a block) for the changeset cursor. */
export const conversationChangeSeq = pgSequence('conversation_change_seq');

/**
 * A practice and a job seeker talking about one posting: one row per pair and posting. The pair's
 * conversations form the group keyed by the other party's username. Each side's read state is the
 * last message it has read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerUserId: bigint('employer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffUserId: bigint('staff_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    employerReadMessageId: bigint('employer_read_message_id', { mode: 'number' }).notNull().default(0),
    staffReadMessageId: bigint('staff_read_message_id', { mode: 'number' }).notNull().default(0),
    /** When each side was last emailed about unread messages here (at most one a day). */
    employerEmailedAt: instant('employer_emailed_at'),
    staffEmailedAt: instant('staff_emailed_at'),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('conversation_change_seq')`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_job_idx').on(t.employerUserId, t.staffUserId, t.jobId),
    index('conversations_staff_idx').on(t.staffUserId, t.lastMessageAt),
    index('conversations_employer_idx').on(t.employerUserId, t.lastMessageAt),
    index('conversations_change_idx').on(t.changeSeq),
  ],
);

/** One message of a conversation, kept as written. Sent in a delegated session: marked with the administrator. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supportUserId: bigint('support_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The practice's team member who wrote it, acting for the practice (ADR 116); null for the account itself. */
    memberUserId: bigint('member_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_unread_idx').on(t.createdAt),
    check('conversation_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** A person's block of another: no messages either way while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: bigint('blocker_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: bigint('blocked_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }), index('user_blocks_blocked_idx').on(t.blockedUserId)],
);

/** A message reported to the administrators by the person who received it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: text('status', { enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_idx').on(t.messageId, t.reporterUserId),
    index('message_reports_open_idx').on(t.status, t.createdAt),
    check('message_reports_reason_length', sql`char_length(${t.reason}) <= 1000`),
    check('message_reports_status', sql`${t.status} in ('OPEN', 'CLOSED')`),
  ],
);

/**
 * A payment method kept (vaulted) at the payment gateway for a practice's subscription: only the
 * gateway's token and the card's brand and last 4 digits are stored here.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    gateway: text('gateway', { enum: ['sandbox', 'braintree'] }).notNull(),
    token: text('token').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_methods_employer_idx').on(t.employerId, t.id), uniqueIndex('payment_methods_token_idx').on(t.gateway, t.token)],
);

/**
 * A charge of a subscription's vaulted payment method: a renewal (one row per subscription and
 * period, written before the charge as the intent, so a period is never charged twice) or the
 * prorated price of slots added mid-period. status: charging (intent recorded, the gateway's
 * answer not yet written: reconciled by idempotency_key), settled, declined (retried at
 * next_attempt_at), failed (the last retry was declined). attempts counts the gateway calls.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    employerId: employerId(),
    kind: text('kind', { enum: ['renewal', 'proration'] }).notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['charging', 'settled', 'declined', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    nextAttemptAt: instant('next_attempt_at'),
    gateway: text('gateway', { enum: ['sandbox', 'braintree'] }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayMessage: text('gateway_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_charges_period_idx')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal'`),
    uniqueIndex('subscription_charges_key_idx').on(t.idempotencyKey),
    index('subscription_charges_subscription_idx').on(t.subscriptionId, t.id),
    index('subscription_charges_due_idx').on(t.status, t.nextAttemptAt),
    check('subscription_charges_kind', sql`${t.kind} in ('renewal', 'proration')`),
    check('subscription_charges_status', sql`${t.status} in ('charging', 'settled', 'declined', 'failed')`),
    check('subscription_charges_amount', sql`${t.amount} >= 0 and ${t.quantity} >= 1 and ${t.attempts} >= 0`),
  ],
);

/** A posting a job seeker bookmarked to come back to: once per posting, newest first in the list. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: staffUserId(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_user_idx').on(t.userId, t.savedAt)],
);

/** Single-use signed links already used: a link's id is claimed once; rows go after the link expires. */
export const signedLinkUses = pgTable(
  'signed_link_uses',
  {
    linkId: text('link_id').primaryKey(),
    purpose: text('purpose').notNull(),
    usedAt: instant('used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('signed_link_uses_expires_idx').on(t.expiresAt)],
);

/** After an interview's time: when the practice was asked how it went (once), and its answer. */
export const interviewOutcomes = pgTable(
  'interview_outcomes',
  {
    interviewId: bigint('interview_id', { mode: 'number' })
      .primaryKey()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    askedAt: instant('asked_at').notNull().defaultNow(),
    outcome: text('outcome', { enum: ['HIRED', 'NOT_HIRED', 'NO_SHOW', 'RESCHEDULED'] }),
    recordedAt: instant('recorded_at'),
  },
  (t) => [
    check('interview_outcomes_outcome', sql`${t.outcome} in ('HIRED', 'NOT_HIRED', 'NO_SHOW', 'RESCHEDULED')`),
    check('interview_outcomes_recorded', sql`(${t.outcome} is null) = (${t.recordedAt} is null)`),
  ],
);

/**
 * The match criteria a practice set on one of its postings: what is required (deal-breakers) and
 * what is preferred, as the MatchCriteria shape of packages/domain/src/match-rules.ts (validated
 * by MatchCriteriaSchema before every write). Scores are computed when read, never stored.
 */
export const matchCriteria = pgTable(
  'match_criteria',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: employerId(),
    criteria: jsonb('criteria').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('match_criteria_employer_idx').on(t.employerId, t.jobId)],
);

/**
 * A practice's record of one job seeker (the spec's candidate record, per practice and username):
 * the day it first opened the person's resume, its opinion (LIKED or DISLIKED, the product's one
 * opinion vocabulary, ADR 34) and its private note, never shown to the job seeker.
 */
export const candidateRecords = pgTable(
  'candidate_records',
  {
    employerId: employerId(),
    userId: staffUserId(),
    reviewedDate: date('reviewed_date', { mode: 'string' }),
    opinion: text('opinion', { enum: ['LIKED', 'DISLIKED'] }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.employerId, t.userId] }),
    check('candidate_records_opinion', sql`${t.opinion} in ('LIKED', 'DISLIKED')`),
    check('candidate_records_note_length', sql`char_length(${t.note}) <= 5000`),
  ],
);

/**
 * Marketing forms (lead form, toolkit downloads, student webinar, newsletter, event submission)
 * as the local marketing-form adapter records them: the spec's fields list of name/value pairs
 * and the page URI, under the form name (ADR 47).
 */
export const marketingFormSubmissions = pgTable(
  'marketing_form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formName: text('form_name').notNull(),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<{ name: string; value: string }[]>().notNull(),
    pageUri: text('page_uri'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketing_form_submissions_form_idx').on(t.formName, t.createdAt),
    index('marketing_form_submissions_email_idx').on(t.email),
    check(
      'marketing_form_submissions_form_name',
      sql`${t.formName} in ('event-submission', 'jobseeker-toolkit', 'hiring-toolkit', 'newsletter', 'student-webinar', 'lead-form')`,
    ),
  ],
);

/** Messages sent through the contact-us page, with the sender's account when signed in. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), check('contact_messages_message_length', sql`char_length(${t.message}) <= 5000`)],
);

/**
 * The newsletter list with double opt-in: PENDING until the emailed link is opened, CONFIRMED
 * after, UNSUBSCRIBED by the one-click link. One row per address (lower case).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] })
      .notNull()
      .default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [check('newsletter_subscribers_status', sql`${t.status} in ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED')`)],
);

/**
 * The email to a practice three days before its posting leaves search (ADR 43): one row per
 * posting and end date, written before the email goes, so each end date is announced once.
 */
export const jobExpiryReminders = pgTable(
  'job_expiry_reminders',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    liveUntil: instant('live_until').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.liveUntil] })],
);

/**
 * The blog's authors, tags and categories (ADR 45): one table, told apart by kind, each with a
 * slug unique within its kind (the public pages /blog/author|tag|category/{slug}).
 */
export const contentTerms = pgTable(
  'content_terms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['author', 'tag', 'category'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_terms_kind_slug_idx').on(t.kind, t.slug), check('content_terms_kind', sql`${t.kind} in ('author', 'tag', 'category')`)],
);

/**
 * Blog posts and the site's editable pages (ADR 45): the Markdown as written and the sanitised
 * HTML made from it. Anyone sees an item once it is published and its publish time has passed
 * (scheduling is a query on the clock). Pages' slugs are their paths without the slashes at
 * either end ('dental-jobs/resources').
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['post', 'page'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    audience: text('audience', { enum: ['job-seekers', 'employers'] }),
    authorId: bigint('author_id', { mode: 'number' }).references(() => contentTerms.id, { onDelete: 'restrict' }),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => contentTerms.id, { onDelete: 'restrict' }),
    imageKey: text('image_key'),
    imageAlt: text('image_alt').notNull().default(''),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishAt: instant('publish_at'),
    revision: integer('revision').notNull().default(1),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug),
    index('content_items_public_idx').on(t.kind, t.status, t.publishAt),
    index('content_items_author_idx').on(t.authorId),
    index('content_items_category_idx').on(t.categoryId),
    check('content_items_kind', sql`${t.kind} in ('post', 'page')`),
    check('content_items_status', sql`${t.status} in ('draft', 'published')`),
    check('content_items_published_at', sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/** A post's tags. */
export const contentItemTags = pgTable(
  'content_item_tags',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => contentTerms.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('content_item_tags_tag_idx').on(t.tagId)],
);

/** Every saved state of a post or page, numbered from 1: the history an editor reads and restores from. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** The other fields as saved (slug, summary, audience, author, category, tags, image, status, publishAt). */
    fields: jsonb('fields').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_item_revision_idx').on(t.itemId, t.revision)],
);

/** Images uploaded for content, re-encoded (platform/images.ts) and kept in file storage. */
export const contentImages = pgTable('content_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  photoKey: text('photo_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// ---- job seeker premium, My CE's, installable app (ADR 53, 54) ----

/**
 * A job seeker's premium membership (product PREMIUM, category JOB_SEEKER of the catalog), paid
 * monthly with a card kept (vaulted) at the payment gateway. active: benefits on until
 * period_end; cancel_at_period_end: no renewal, benefits end at period_end; ended: over.
 * Premium is on while status = 'active' and period_end > now (hasActivePremium).
 */
export const seekerSubscriptions = pgTable(
  'seeker_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    productCode: text('product_code').notNull().default('PREMIUM'),
    /** The monthly price, cents (the catalog's fee when bought). */
    amount: integer('amount').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    gateway: text('gateway', { enum: ['sandbox', 'braintree'] }).notNull(),
    paymentToken: text('payment_token').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    endedAt: instant('ended_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('seeker_subscriptions_user_idx').on(t.userId, t.periodEnd),
    uniqueIndex('seeker_subscriptions_one_active_idx')
      .on(t.userId, t.productCode)
      .where(sql`${t.status} = 'active'`),
    index('seeker_subscriptions_due_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} = 'active'`),
    check('seeker_subscriptions_status', sql`${t.status} in ('active', 'ended')`),
    check('seeker_subscriptions_period', sql`${t.periodEnd} > ${t.periodStart}`),
    check('seeker_subscriptions_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A charge of a premium membership: the first period or a renewal, one row per period (written
 * before the renewal's charge as its intent, so a period is never charged twice).
 */
export const seekerPayments = pgTable(
  'seeker_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => seekerSubscriptions.id, { onDelete: 'cascade' }),
    userId: staffUserId(),
    periodStart: instant('period_start').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['charging', 'settled', 'declined'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayMessage: text('gateway_message'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seeker_payments_period_idx').on(t.subscriptionId, t.periodStart),
    uniqueIndex('seeker_payments_key_idx').on(t.idempotencyKey),
    index('seeker_payments_user_idx').on(t.userId, t.id),
    check('seeker_payments_status', sql`${t.status} in ('charging', 'settled', 'declined')`),
    check('seeker_payments_amount', sql`${t.amount} >= 0`),
  ],
);

/** A practice opened a job seeker's full resume (candidate record): one row per practice, person and day. */
export const resumeViews = pgTable(
  'resume_views',
  {
    employerId: employerId(),
    userId: staffUserId(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    lastViewedAt: instant('last_viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.userId, t.viewedOn] }), index('resume_views_user_idx').on(t.userId, t.lastViewedAt)],
);

/**
 * A job seeker's licence renewal cycle for My CE's: the state, the day the cycle ends and the CE
 * hours it requires. reminded_for: the cycle end a short-hours reminder was sent for (once).
 */
export const ceCycles = pgTable(
  'ce_cycles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleEnd: date('cycle_end', { mode: 'string' }).notNull(),
    hoursRequired: doublePrecision('hours_required').notNull(),
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ce_cycles_end_idx').on(t.cycleEnd),
    check('ce_cycles_hours', sql`${t.hoursRequired} > 0 and ${t.hoursRequired} <= 500`),
    check('ce_cycles_dates', sql`${t.cycleEnd} > ${t.cycleStart}`),
  ],
);

/** A browser's Web Push subscription (standard VAPID): its endpoint and keys, for one person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Industry events and CE courses (ADR 49). Anyone signed in submits one (PENDING); it shows on
 * the public pages once an administrator approves it (APPROVED), or stays hidden (REJECTED).
 * The submitter edits it (back to PENDING). Times are instants; time_zone names the zone the
 * event's local times were given in. category: CE, CONFERENCE, WEBINAR, STUDY_CLUB,
 * CAREER_FAIR, MEETING (EVENT_CATEGORIES in packages/domain/src/community-events.ts).
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submitterId: bigint('submitter_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    isOnline: boolean('is_online').notNull().default(false),
    venue: text('venue'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    timeZone: text('time_zone').notNull(),
    description: text('description').notNull(),
    ceCredits: integer('ce_credits'),
    reviewNote: text('review_note'),
    reviewedAt: instant('reviewed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(venue, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index('community_events_public_idx')
      .on(t.category, t.endAt, t.startAt)
      .where(sql`${t.status} = 'APPROVED'`),
    index('community_events_submitter_idx').on(t.submitterId, t.id),
    index('community_events_status_idx').on(t.status, t.createdAt),
    index('community_events_search_vector_idx').using('gin', t.searchVector),
    check('community_events_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('community_events_times', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/**
 * Classified listings (ADR 49): written by their owner (PENDING), shown once an administrator
 * approves them, for 60 days from approval or renewal (expires_at); an expired listing is
 * hidden until its owner renews it (from the emailed link or the app). Editing the text or the
 * photos returns it to PENDING. category: EQUIPMENT, PRACTICE_FOR_SALE, OFFICE_SPACE,
 * SERVICES, SUPPLIES, OTHER (CLASSIFIED_CATEGORIES in packages/domain/src/classifieds.ts).
 */
export const classifieds = pgTable(
  'classifieds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    reviewNote: text('review_note'),
    approvedAt: instant('approved_at'),
    expiresAt: instant('expires_at'),
    /** The expires_at the renewal email was sent for: one email per term. */
    expiryNoticeFor: instant('expiry_notice_for'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(city, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index('classifieds_public_idx')
      .on(t.category, t.expiresAt, t.approvedAt)
      .where(sql`${t.status} = 'APPROVED'`),
    index('classifieds_owner_idx').on(t.ownerId, t.id),
    index('classifieds_status_idx').on(t.status, t.createdAt),
    index('classifieds_search_vector_idx').using('gin', t.searchVector),
    check('classifieds_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('classifieds_price', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/** A classified's photos, re-encoded like profile photos, in the owner's order. */
export const classifiedPhotos = pgTable(
  'classified_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    classifiedId: bigint('classified_id', { mode: 'number' })
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('classified_photos_classified_idx').on(t.classifiedId, t.sortOrder, t.id)],
);

/** Readers' reports of a listing: one open report per reader; an administrator resolves them. */
export const classifiedFlags = pgTable(
  'classified_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    classifiedId: bigint('classified_id', { mode: 'number' })
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    uniqueIndex('classified_flags_open_idx')
      .on(t.classifiedId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index('classified_flags_open_list_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * The site search's word list for typo tolerance (ADR 50): each word of the indexed titles
 * (lower case, unaccented by the simple parser) under itself and each of its one-letter
 * deletions, so a misspelt query word finds its candidates by equality on variant. Rebuilt by
 * a scheduled task; losing it only loses typo tolerance.
 */
export const siteSearchTerms = pgTable(
  'site_search_terms',
  {
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);

/**
 * A saved job search that emails new matching postings (ADR 44). A signed-in person's alert has
 * user_id (the address is the account's); a visitor's has email and counts only once confirmed
 * (double opt-in: confirmed_at). checked_until: postings published after it are looked at by the
 * next pass; last_sent_at: the last email, for the daily and hourly pace.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** DD, DA, DH, FO, LT, SR or ANY. */
    position: text('position').notNull(),
    zip: text('zip'),
    /** The ZIP's state or province and place (from zip_codes), for the distance cut and the time zone. */
    state: text('state'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Miles: 10 ... 200, or 101 for national postings anywhere. */
    radius: smallint('radius').notNull(),
    /** ANY, PERM or TEMP. */
    type: text('type').notNull().default('ANY'),
    keyword: text('keyword'),
    /** DAILY (default) or INSTANT (at once for new matches). */
    frequency: text('frequency').notNull().default('DAILY'),
    isPaused: boolean('is_paused').notNull().default(false),
    confirmedAt: instant('confirmed_at'),
    checkedUntil: instant('checked_until').notNull(),
    lastSentAt: instant('last_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.id),
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
    // The scheduler's pass: every confirmed alert that is not paused.
    index('job_alerts_active_idx')
      .on(t.id)
      .where(sql`${t.confirmedAt} is not null and not ${t.isPaused}`),
    check('job_alerts_owner', sql`(${t.userId} is null) <> (${t.email} is null)`),
    check('job_alerts_position', sql`${t.position} in ('ANY', 'DD', 'DA', 'DH', 'FO', 'LT', 'SR')`),
    check('job_alerts_type', sql`${t.type} in ('ANY', 'PERM', 'TEMP')`),
    check('job_alerts_frequency', sql`${t.frequency} in ('DAILY', 'INSTANT')`),
    check('job_alerts_radius', sql`${t.radius} in (10, 20, 30, 40, 50, 100, 101, 200)`),
    check('job_alerts_keyword_length', sql`char_length(${t.keyword}) <= 200`),
  ],
);

/** The postings an alert has emailed: each at most once. */
export const jobAlertSentJobs = pgTable(
  'job_alert_sent_jobs',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index('job_alert_sent_jobs_job_idx').on(t.jobId)],
);

/** A person's alert settings: radius, the distance new alerts start with (emailAlerts is email_preferences.jobAlerts). */
export const jobAlertSettings = pgTable(
  'job_alert_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    radius: smallint('radius').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('job_alert_settings_radius', sql`${t.radius} in (10, 20, 30, 40, 50, 100, 101, 200)`)],
);

/**
 * Everything that leaves the product (email, push, SMS, webhooks) and every run of a recurring
 * task: written in the transaction of the change it announces, handled by a worker of its kind
 * (platform/notice-queue.ts). `key` names the notice once and for all: a second enqueue of a key
 * is a no-op. A pending notice is due at `run_after`; a worker's claim moves `run_after` to the end
 * of its lease, so a notice whose worker died is due again when the lease runs out.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: instant('run_after').notNull(),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    check('notices_state', sql`${t.state} in ('pending', 'sent', 'dead')`),
    check('notices_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index('notices_due_idx')
      .on(t.runAfter)
      .where(sql`${t.state} = 'pending'`),
    index('notices_finished_idx').on(t.state, t.finishedAt),
  ],
);

/**
 * A person's choice of one channel (email or push) for one kind of notice (PREFERENCE_KINDS in
 * packages/domain/src/notice-preferences.ts); no row: the default, on. Texts are chosen by consent
 * (sms_consents). Two email choices that predate it stay in users.email_preferences (messages,
 * jobAlerts), ADR 78.
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] }), check('notice_preferences_channel', sql`${t.channel} in ('email', 'push')`)],
);

/** A person's mobile number for texts (E.164); texts go to it only once verified_at is set by a code. */
export const smsPhones = pgTable(
  'sms_phones',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: instant('verified_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('sms_phones_phone_idx').on(t.phone)],
);

/** Codes texted to verify a number: only an argon2id hash is kept; each works for 10 minutes and 5 guesses. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sms_codes_user_idx').on(t.userId, t.id)],
);

/**
 * The record of consent to texts (TCPA), append only: each opt-in with the wording shown and the
 * number, each opt-out, and each STOP or START reply (kind null: every kind). A kind's texts are on
 * while its latest record is an opt-in for the person's verified number. Records outlive the
 * account (user_id set null), as the evidence of consent must.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind'),
    action: text('action', { enum: ['opt-in', 'opt-out', 'stop', 'start'] }).notNull(),
    source: text('source', { enum: ['settings', 'reply', 'number-change'] }).notNull(),
    phone: text('phone').notNull(),
    wording: text('wording'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('sms_consents_user_kind_idx').on(t.userId, t.kind, t.id),
    check('sms_consents_action', sql`${t.action} in ('opt-in', 'opt-out', 'stop', 'start')`),
    check('sms_consents_source', sql`${t.source} in ('settings', 'reply', 'number-change')`),
  ],
);

/** Numbers that replied STOP: no text goes to them until they reply START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  keyword: text('keyword').notNull(),
  stoppedAt: instant('stopped_at').notNull(),
});

/**
 * Every text the product sends, and the outbox of the local transport (shown at /dev/outbox): a
 * notice to a person (its number chosen when it is sent), a verification code, or the answer to a
 * STOP, START or HELP reply. notice_key names it once (queueText's key). status: queued, deferred
 * (quiet hours or the hourly limit: a later notice sends it), sending (handed to the transport),
 * sent, skipped (no consent, no verified number, STOP, too late) or failed (the provider refused it).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    toPhone: text('to_phone'),
    body: text('body').notNull(),
    purpose: text('purpose', { enum: ['notice', 'code', 'reply'] }).notNull(),
    kind: text('kind'),
    noticeKey: text('notice_key').notNull().unique(),
    status: text('status', { enum: ['queued', 'deferred', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('queued'),
    transport: text('transport'),
    providerId: text('provider_id'),
    detail: text('detail'),
    notAfter: instant('not_after'),
    sendAfter: instant('send_after'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('sms_messages_user_sent_idx').on(t.userId, t.sentAt),
    index('sms_messages_phone_sent_idx').on(t.toPhone, t.sentAt),
    check('sms_messages_purpose', sql`${t.purpose} in ('notice', 'code', 'reply')`),
    check('sms_messages_status', sql`${t.status} in ('queued', 'deferred', 'sending', 'sent', 'skipped', 'failed')`),
    check('sms_messages_body_length', sql`char_length(${t.body}) between 1 and 1600`),
  ],
);

/** Texts people sent to our number (the inbound webhook), once each by the provider's message id. */
export const smsInbound = pgTable('sms_inbound', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageSid: text('message_sid').notNull().unique(),
  fromPhone: text('from_phone').notNull(),
  body: text('body').notNull(),
  keyword: text('keyword'),
  receivedAt: instant('received_at').notNull(),
});

// ---- temp work: the temp profile of a job seeker who takes temp shifts (ADR 96) ----
// Times are minutes after midnight (0 to 1439) of the person's wall clock, in their ZIP code's
// zone; weekday 0 is Sunday. The rows are shaped for choosing who can take a shift: its weekday's
// windows by (weekday, start_minute, end_minute), its date's exceptions by (date, ...).

/** One per job seeker with a temp profile: positions they temp as, how far they travel, their minimum rate. */
export const tempProfiles = pgTable(
  'temp_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Position codes (DD, DA, DH, FO, LT, SR), in the person's order. */
    positions: text('positions').array().notNull(),
    travelMiles: smallint('travel_miles').notNull(),
    /** Whole cents an hour. */
    minimumRateCents: integer('minimum_rate_cents').notNull(),
    instantBooking: boolean('instant_booking').notNull().default(false),
    updatedAt: instant('updated_at').notNull(),
    /** An administrator lifted the booking pause: only no-shows after this count toward the next one. */
    bookingReviewClearedAt: instant('booking_review_cleared_at'),
  },
  (t) => [
    check('temp_profiles_positions', sql`cardinality(${t.positions}) between 1 and 6 and ${t.positions} <@ array['DD', 'DA', 'DH', 'FO', 'LT', 'SR']::text[]`),
    check('temp_profiles_travel_miles', sql`${t.travelMiles} between 5 and 100`),
    check('temp_profiles_minimum_rate', sql`${t.minimumRateCents} between 725 and 50000`),
  ],
);

/** The weekly pattern: each window a person is available on a weekday (none overlap: the API checks). */
export const tempProfileWindows = pgTable(
  'temp_profile_windows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => tempProfiles.userId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekday, t.startMinute] }),
    index('temp_profile_windows_match_idx').on(t.weekday, t.startMinute, t.endMinute, t.userId),
    check('temp_profile_windows_weekday', sql`${t.weekday} between 0 and 6`),
    check('temp_profile_windows_minutes', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1439 and ${t.startMinute} < ${t.endMinute}`),
  ],
);

/** Exceptions on dates: a day off (available false, no minutes), or a window on a date otherwise off. */
export const tempProfileExceptions = pgTable(
  'temp_profile_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => tempProfiles.userId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (t) => [
    index('temp_profile_exceptions_user_idx').on(t.userId, t.date),
    index('temp_profile_exceptions_match_idx').on(t.date, t.available, t.startMinute, t.endMinute, t.userId),
    check(
      'temp_profile_exceptions_minutes',
      sql`case when ${t.available} then coalesce(${t.startMinute} >= 0 and ${t.endMinute} <= 1439 and ${t.startMinute} < ${t.endMinute}, false) else ${t.startMinute} is null and ${t.endMinute} is null end`,
    ),
  ],
);

/**
 * A person's calendar feed (shifts and interviews as iCalendar): the address carries a secret
 * whose SHA-256 is kept here. One per person; a new one replaces it and revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
  lastFetchedAt: instant('last_fetched_at'),
});

/**
 * A person's request to close their account (ADR 104): signed out at once, erased by the
 * account-erasure task once erase_after has passed; signing in before then can keep the account
 * (the row is deleted). After erasure the row stays, holding no personal data, as the record that
 * the account was closed.
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: instant('requested_at').notNull(),
    eraseAfter: instant('erase_after').notNull(),
    erasedAt: instant('erased_at'),
  },
  (t) => [
    index('account_closures_due_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null`),
  ],
);

/** A download of a person's data (ADR 104): built on the notice queue into a private file, emailed as a signed link for a week. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key'),
    requestedAt: instant('requested_at').notNull(),
    readyAt: instant('ready_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt)],
);

// ---- the practices' API: keys and webhooks (ADR: API keys and webhooks) ----

/**
 * A practice's API key: the secret itself is shown once and only its SHA-256 kept here; `prefix`
 * (the first characters) lets the practice tell its keys apart. Scopes: API_KEY_SCOPES of
 * packages/domain/src/integrations.ts. A revoked key stays listed, refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: bigint('employer_id', { mode: 'number' })
      .notNull()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('api_keys_employer_idx').on(t.employerId, t.createdAt), check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 100`)],
);

/**
 * A practice's webhook endpoint: an HTTPS address and the events it takes. The signing secret is
 * kept as it is (signing needs it) and shown to the practice once, when the endpoint is made.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: bigint('employer_id', { mode: 'number' })
      .notNull()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('webhook_endpoints_employer_idx').on(t.employerId), check('webhook_endpoints_url_length', sql`char_length(${t.url}) <= 2000`)],
);

/** One event sent to one endpoint: its body as signed, and the last attempt's answer (status code, the start of the body, or the error). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: instant('created_at').notNull(),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * Google Indexing API: one notification per row (URL_UPDATED or URL_DELETED for a public page),
 * queued in the transaction of the change it announces, then sent in batches within the daily
 * quota; a newer notification for the same address supersedes a queued older one (ADR 109). `subject` names what the page shows (`job:123`), so expiry can find what was announced.
 */
export const googleIndexingRequests = pgTable(
  'google_indexing_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    type: text('type', { enum: ['URL_UPDATED', 'URL_DELETED'] }).notNull(),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'superseded'] })
      .notNull()
      .default('queued'),
    adapter: text('adapter'),
    responseStatus: integer('response_status'),
    detail: text('detail'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    check('google_indexing_requests_type', sql`${t.type} in ('URL_UPDATED', 'URL_DELETED')`),
    check('google_indexing_requests_state', sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'superseded')`),
    index('google_indexing_requests_subject_idx').on(t.subject, t.id),
    index('google_indexing_requests_queued_idx')
      .on(t.id)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index('google_indexing_requests_created_idx').on(t.createdAt),
  ],
);

/** Publish requests made to the Indexing API per UTC day: the daily quota's counter. */
export const googleIndexingQuota = pgTable(
  'google_indexing_quota',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    used: integer('used').notNull().default(0),
  },
  (t) => [check('google_indexing_quota_used', sql`${t.used} >= 0`)],
);

// ---- shift pay: timesheets, invoices, the ledger and payouts (ADR 113) ----

/**
 * A booked shift's hours: the professional's check-in, check-out and breaks; the practice's
 * correction (with a reason) and the professional's dispute of it; who confirmed it and when.
 * status: OPEN (checked in), SUBMITTED (checked out: the practice has 48 hours), CORRECTED (the
 * professional has 48 hours), DISPUTED (an administrator decides), CONFIRMED (invoiced).
 */
export const shiftTimesheets = pgTable(
  'shift_timesheets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobDateId: bigint('job_date_id', { mode: 'number' })
      .notNull()
      .references(() => jobDates.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    employerId: bigint('employer_id', { mode: 'number' })
      .notNull()
      .references(() => employers.userId, { onDelete: 'restrict' }),
    workerClassification: text('worker_classification', { enum: ['CONTRACTOR', 'EMPLOYEE'] }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    status: text('status', { enum: ['OPEN', 'SUBMITTED', 'CORRECTED', 'DISPUTED', 'CONFIRMED'] }).notNull(),
    checkInAt: instant('check_in_at').notNull(),
    checkOutAt: instant('check_out_at'),
    breakMinutes: smallint('break_minutes').notNull().default(0),
    submittedAt: instant('submitted_at'),
    correctedCheckInAt: instant('corrected_check_in_at'),
    correctedCheckOutAt: instant('corrected_check_out_at'),
    correctedBreakMinutes: smallint('corrected_break_minutes'),
    correctionReason: text('correction_reason'),
    correctedAt: instant('corrected_at'),
    disputeText: text('dispute_text'),
    disputedAt: instant('disputed_at'),
    /** Which version the confirmed hours are: the professional's or the practice's correction. */
    confirmedVersion: text('confirmed_version', { enum: ['PROFESSIONAL', 'PRACTICE'] }),
    /** PRACTICE, PROFESSIONAL (accepted the correction), TIMEOUT (48 hours unanswered) or ADMIN (decided a dispute). */
    confirmedBy: text('confirmed_by', { enum: ['PRACTICE', 'PROFESSIONAL', 'TIMEOUT', 'ADMIN'] }),
    confirmedAt: instant('confirmed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_timesheets_shift_idx').on(t.jobDateId),
    index('shift_timesheets_user_idx').on(t.userId, t.id),
    index('shift_timesheets_employer_idx').on(t.employerId, t.id),
    index('shift_timesheets_waiting_idx')
      .on(t.status)
      .where(sql`${t.status} in ('SUBMITTED', 'CORRECTED')`),
    check('shift_timesheets_status', sql`${t.status} in ('OPEN', 'SUBMITTED', 'CORRECTED', 'DISPUTED', 'CONFIRMED')`),
    check('shift_timesheets_hours', sql`${t.checkOutAt} is null or ${t.checkOutAt} > ${t.checkInAt}`),
    check('shift_timesheets_breaks', sql`${t.breakMinutes} between 0 and 600 and coalesce(${t.correctedBreakMinutes}, 0) between 0 and 600`),
    check('shift_timesheets_reason_length', sql`char_length(${t.correctionReason}) between 1 and 500 and char_length(${t.disputeText}) between 1 and 1000`),
    check('shift_timesheets_rate', sql`${t.rateCents} > 0`),
  ],
);

/**
 * One invoice per confirmed timesheet or per late cancellation with a fee, charged to the practice's vaulted card. Amounts in cents:
 * the hours' pay, late-cancellation fees carried, the platform's fee, their total. status: due
 * (the intent, written with the timesheet's confirmation), charging (an attempt claimed: the
 * gateway may have it; reconciled by idempotency_key after a crash), paid, declined (retried at
 * next_attempt_at), failed (the last retry declined), refunded.
 */
export const shiftInvoices = pgTable(
  'shift_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The confirmed timesheet the invoice bills, or null for a late cancellation's fee (cancellation_id). */
    timesheetId: bigint('timesheet_id', { mode: 'number' }).references(() => shiftTimesheets.id, { onDelete: 'restrict' }),
    /** The practice's late cancellation whose fee the invoice bills (ADR 126), or null for worked hours. */
    cancellationId: bigint('cancellation_id', { mode: 'number' }).references(() => shiftCancellations.id, { onDelete: 'restrict' }),
    employerId: bigint('employer_id', { mode: 'number' })
      .notNull()
      .references(() => employers.userId, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    workedMinutes: integer('worked_minutes').notNull(),
    rateCents: integer('rate_cents').notNull(),
    payCents: integer('pay_cents').notNull(),
    cancellationFeeCents: integer('cancellation_fee_cents').notNull().default(0),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['due', 'charging', 'paid', 'declined', 'failed', 'refunded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    nextAttemptAt: instant('next_attempt_at'),
    claimedAt: instant('claimed_at'),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayMessage: text('gateway_message'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    /** What administrators refunded of the charge so far (shift_invoice_refunds done); the whole total: status refunded. */
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    check('shift_invoices_refunded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    uniqueIndex('shift_invoices_timesheet_idx').on(t.timesheetId),
    uniqueIndex('shift_invoices_cancellation_idx').on(t.cancellationId),
    check('shift_invoices_source', sql`(${t.timesheetId} is null) <> (${t.cancellationId} is null)`),
    uniqueIndex('shift_invoices_key_idx').on(t.idempotencyKey),
    index('shift_invoices_employer_idx').on(t.employerId, t.id),
    index('shift_invoices_due_idx').on(t.status, t.nextAttemptAt),
    check('shift_invoices_status', sql`${t.status} in ('due', 'charging', 'paid', 'declined', 'failed', 'refunded')`),
    check(
      'shift_invoices_amounts',
      sql`${t.payCents} >= 0 and ${t.cancellationFeeCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.totalCents} = ${t.payCents} + ${t.cancellationFeeCents} + ${t.platformFeeCents} and ${t.attempts} >= 0`,
    ),
  ],
);

/**
 * An administrator's refund of a paid shift invoice, whole or in part (ADR 113 addendum). The row
 * is the intent, written before the gateway is called with its idempotency key
 * (`shift-refund-<invoice>-<n>`); request_key is the administrator's Idempotency-Key, so a request
 * sent twice refunds once. The amount is split between the platform's fee and the professional's
 * pay in the invoice's proportion. status: pending (the gateway's answer not yet written: sent
 * again with the same key), done (posted `refund-<invoice>-<n>`), refused.
 */
export const shiftInvoiceRefunds = pgTable(
  'shift_invoice_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => shiftInvoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    payCents: integer('pay_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: ['pending', 'done', 'refused'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    gatewayMessage: text('gateway_message'),
    createdAt: instant('created_at').notNull(),
    doneAt: instant('done_at'),
  },
  (t) => [
    uniqueIndex('shift_invoice_refunds_key_idx').on(t.idempotencyKey),
    uniqueIndex('shift_invoice_refunds_request_idx').on(t.requestKey),
    index('shift_invoice_refunds_invoice_idx').on(t.invoiceId),
    check('shift_invoice_refunds_status', sql`${t.status} in ('pending', 'done', 'refused')`),
    check(
      'shift_invoice_refunds_amounts',
      sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.payCents} >= 0 and ${t.amountCents} = ${t.feeCents} + ${t.payCents}`,
    ),
  ],
);

/**
 * What a professional is owed for one invoice (its pay and cancellation fees), and when it was
 * paid out through the payout port (adapter: ledger or bank-export, with its reference).
 */
export const shiftPayouts = pgTable(
  'shift_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => shiftInvoices.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['owed', 'paid', 'cancelled'] }).notNull(),
    adapter: text('adapter'),
    reference: text('reference'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    /** Why the last payout run left it owed (ADR 129: the professional has no payout account yet, the provider refused), for administrators; null once paid. */
    holdReason: text('hold_reason'),
    /** When the payout provider last refused it (or found no payout account); its next transfer goes under a new Idempotency-Key (ADR 129). */
    heldAt: instant('held_at'),
  },
  (t) => [
    uniqueIndex('shift_payouts_invoice_idx').on(t.invoiceId),
    index('shift_payouts_user_idx').on(t.userId, t.id),
    check('shift_payouts_status', sql`${t.status} in ('owed', 'paid', 'cancelled')`),
    check('shift_payouts_amount', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A professional's Stripe Connect account (ADR 129): the connected account payouts are transferred
 * to when PAYOUT_ADAPTER is stripe-connect, created at their first "Set up payouts".
 */
export const stripeConnectAccounts = pgTable('stripe_connect_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Stripe's id of the connected account (acct_…). */
  accountId: text('account_id').notNull().unique(),
  createdAt: instant('created_at').notNull(),
});

/**
 * The shift-pay ledger, append-only (a trigger refuses update and delete): every posting is a set
 * of entries that sum to zero, debits positive. Accounts: practice_receivable, platform_fee,
 * professional_payable, cash. An account's balance is the sum of its entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The posting this entry belongs to (`invoice-12`, `charge-12`, `payout-7`, `refund-12`): unique with account. */
    posting: text('posting').notNull(),
    account: text('account', { enum: ['practice_receivable', 'platform_fee', 'professional_payable', 'cash'] }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => shiftInvoices.id, { onDelete: 'restrict' }),
    employerId: bigint('employer_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_posting_idx').on(t.posting, t.account),
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_user_idx').on(t.userId, t.id),
    check('ledger_entries_account', sql`${t.account} in ('practice_receivable', 'platform_fee', 'professional_payable', 'cash')`),
  ],
);

// ---- reviews after a completed booking (ADR 114) ----

/**
 * One side's review of the other after a completed temp shift or an interview that happened: the
 * practice of the professional, or the professional of the practice, once per booking and side.
 * Shown from visible_from: the booking's end plus 14 days, or the moment the other side wrote too.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobDateId: bigint('job_date_id', { mode: 'number' }).references(() => jobDates.id, { onDelete: 'cascade' }),
    interviewId: bigint('interview_id', { mode: 'number' }).references(() => interviews.id, { onDelete: 'cascade' }),
    /** PRACTICE: the practice wrote it (of the professional); PROFESSIONAL: the professional wrote it (of the practice). */
    authorSide: text('author_side', { enum: ['PRACTICE', 'PROFESSIONAL'] }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectUserId: bigint('subject_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    punctuality: smallint('punctuality').notNull(),
    preparedness: smallint('preparedness').notNull(),
    friendliness: smallint('friendliness').notNull(),
    wouldWorkAgain: boolean('would_work_again').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    visibleFrom: instant('visible_from').notNull(),
    /** When the subject was told the review shows (the reveal notice, once). */
    revealNoticedAt: instant('reveal_noticed_at'),
    /** The practice's public answer to a review of itself (once, editable). */
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    hiddenAt: instant('hidden_at'),
    hiddenBy: bigint('hidden_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_shift_side_idx')
      .on(t.jobDateId, t.authorSide)
      .where(sql`${t.jobDateId} is not null`),
    uniqueIndex('reviews_interview_side_idx')
      .on(t.interviewId, t.authorSide)
      .where(sql`${t.interviewId} is not null`),
    index('reviews_subject_idx').on(t.subjectUserId, t.visibleFrom),
    index('reviews_author_idx').on(t.authorUserId),
    check('reviews_booking', sql`(${t.jobDateId} is null) <> (${t.interviewId} is null)`),
    check('reviews_side', sql`${t.authorSide} in ('PRACTICE', 'PROFESSIONAL')`),
    check(
      'reviews_stars',
      sql`${t.rating} between 1 and 5 and ${t.punctuality} between 1 and 5 and ${t.preparedness} between 1 and 5 and ${t.friendliness} between 1 and 5`,
    ),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
    check('reviews_answer_length', sql`char_length(${t.answer}) between 1 and 2000`),
  ],
);

/** A signed-in person's report of a review; OPEN until an administrator hides the review or keeps it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['OPEN', 'HIDDEN', 'KEPT'] })
      .notNull()
      .default('OPEN'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterUserId),
    index('review_reports_open_idx').on(t.status, t.createdAt),
    check('review_reports_reason_length', sql`char_length(${t.reason}) between 1 and 1000`),
    check('review_reports_status', sql`${t.status} in ('OPEN', 'HIDDEN', 'KEPT')`),
  ],
);

/** A completed booking whose two sides were invited to review (once; the invitation task's claim). */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobDateId: bigint('job_date_id', { mode: 'number' }).references(() => jobDates.id, { onDelete: 'cascade' }),
    interviewId: bigint('interview_id', { mode: 'number' }).references(() => interviews.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('review_invitations_shift_idx')
      .on(t.jobDateId)
      .where(sql`${t.jobDateId} is not null`),
    uniqueIndex('review_invitations_interview_idx')
      .on(t.interviewId)
      .where(sql`${t.interviewId} is not null`),
    check('review_invitations_booking', sql`(${t.jobDateId} is null) <> (${t.interviewId} is null)`),
  ],
);

/**
 * A license, permit or certificate on a job seeker's resume profile (ADR 115): its kind (CREDENTIAL_KINDS in
 * packages/domain/src/credentials.ts), issuing state, number, NPI, expiry, the private card file, and its
 * verification status (UNVERIFIED, PENDING, VERIFIED with source and time, EXPIRED, MISMATCH).
 */
export const credentials = pgTable(
  'credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: staffUserId(),
    kind: text('kind').notNull(),
    /** The name of an "other" license or certificate; null for the listed kinds. */
    title: text('title'),
    state: text('state'),
    number: text('number'),
    npi: text('npi'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Storage key of the card (a re-encoded image or a checked PDF): private (ADR 115's readers only). */
    cardKey: text('card_key'),
    status: text('status').notNull().default('UNVERIFIED'),
    verifiedSource: text('verified_source'),
    verifiedAt: instant('verified_at'),
    /** The expiry reminders already sent for expires_on (60, 30, 7 days), each once. */
    remindedDays: jsonb('reminded_days')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('credentials_user_idx').on(t.userId),
    index('credentials_status_idx').on(t.status, t.updatedAt),
    check('credentials_status', sql`${t.status} in ('UNVERIFIED', 'PENDING', 'VERIFIED', 'EXPIRED', 'MISMATCH')`),
    check('credentials_npi', sql`${t.npi} is null or ${t.npi} ~ '^[0-9]{10}$'`),
  ],
);

/** Every check of a credential (ADR 115): the source, the outcome, what it said, and who decided (an administrator's review). */
export const credentialChecks = pgTable(
  'credential_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    credentialId: bigint('credential_id', { mode: 'number' })
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    /** The reviewing administrator's username (manual review); null for automatic checks. */
    reviewer: text('reviewer'),
    checkedAt: instant('checked_at').notNull(),
  },
  (t) => [
    index('credential_checks_credential_idx').on(t.credentialId, t.checkedAt),
    check('credential_checks_outcome', sql`${t.outcome} in ('VERIFIED', 'MISMATCH', 'PENDING', 'REJECTED', 'EXPIRED', 'ERROR')`),
  ],
);

/**
 * A person's role in a practice (ADR 116): they sign in with their own account and act for the
 * practice; the role says what they may do, office_ids (hiring managers) and job_ids
 * (interviewers) how far. The practice's own account is its owner and has no row here.
 */
export const practiceMembers = pgTable(
  'practice_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    officeIds: jsonb('office_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobIds: jsonb('job_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('practice_members_employer_user_idx').on(t.employerId, t.userId),
    index('practice_members_user_idx').on(t.userId),
    check('practice_members_role', sql`${t.role} in ('owner', 'admin', 'hiring_manager', 'interviewer', 'billing')`),
  ],
);

/** An invitation to join a practice (ADR 116), sent by email as a signed link; accepted once. */
export const practiceInvitations = pgTable(
  'practice_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employerId: employerId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    officeIds: jsonb('office_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobIds: jsonb('job_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    invitedBy: text('invited_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('practice_invitations_employer_idx').on(t.employerId, t.createdAt),
    check('practice_invitations_role', sql`${t.role} in ('owner', 'admin', 'hiring_manager', 'interviewer', 'billing')`),
  ],
);

/**
 * A practice's pipeline stages where they differ from the fixed ones (ADR 118): a fixed stage
 * renamed (key = the fixed key) or a stage of its own (key custom-N) between them, each with the
 * fixed meaning it counts as (what the job seeker sees, whether it declines or hires) and its place.
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    employerId: employerId(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    meaning: text('meaning').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employerId, t.key] }),
    check('pipeline_stages_label_length', sql`char_length(${t.label}) between 1 and 40`),
    check('pipeline_stages_meaning', sql`${t.meaning} in ('new', 'reviewing', 'interview', 'offer', 'hired', 'not_selected')`),
  ],
);

/** A practice's message templates for answering applicants (ADR 118): its own text of a kind; the defaults when absent. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    employerId: employerId(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employerId, t.kind] }),
    check('message_templates_kind', sql`${t.kind} in ('decline', 'interview_invitation', 'thank_you')`),
    check('message_templates_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * A practice that is a location of an organisation (ADR 120): the organisation is another
 * practice (its account is the group's sign-in and billing account). shares_billing: the location
 * publishes into the organisation's slots and spends its credits besides its own. A practice with
 * no row here stands alone, as every practice did before.
 */
export const practiceLocations = pgTable(
  'practice_locations',
  {
    employerId: bigint('employer_id', { mode: 'number' })
      .primaryKey()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    sharesBilling: boolean('shares_billing').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('practice_locations_organisation_idx').on(t.organisationId), check('practice_locations_not_self', sql`${t.employerId} <> ${t.organisationId}`)],
);
