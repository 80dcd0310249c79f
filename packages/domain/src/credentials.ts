// Verified licenses and permits (ADR 115): the kinds a dental professional holds, their
// verification statuses, the state boards' lookup pages, and the shapes the API answers.
import { z } from 'zod';
import { isRealDay } from './resume-profile-rules';
import { RegionCodeSchema } from './resume-profile';

/** Licenses and permits (issued by a state board: state and number required) and certificates. */
export const CREDENTIAL_KINDS = {
  RDH: { label: 'Registered Dental Hygienist (RDH) license', group: 'license' },
  DDS_DMD: { label: 'Dentist (DDS/DMD) license', group: 'license' },
  RDA: { label: 'Registered Dental Assistant (RDA) license', group: 'license' },
  EFDA: { label: 'Expanded Function Dental Assistant (EFDA) license', group: 'license' },
  CDA: { label: 'Certified Dental Assistant (CDA)', group: 'license' },
  RADIOGRAPHY: { label: 'Dental radiography permit', group: 'license' },
  LOCAL_ANESTHESIA: { label: 'Local anesthesia permit', group: 'license' },
  NITROUS_OXIDE: { label: 'Nitrous oxide permit', group: 'license' },
  OTHER_LICENSE: { label: 'Other license or permit', group: 'license' },
  CPR_BLS: { label: 'CPR / BLS certificate', group: 'certificate' },
  DANB: { label: 'DANB certificate', group: 'certificate' },
  OTHER_CERTIFICATE: { label: 'Other certificate', group: 'certificate' },
} as const;
export type CredentialKind = keyof typeof CREDENTIAL_KINDS;
export const CREDENTIAL_KIND_CODES = Object.keys(CREDENTIAL_KINDS) as [CredentialKind, ...CredentialKind[]];

/** Kinds the NPI Registry can confirm: its taxonomies carry the state license of dentists and hygienists. */
export const NPI_TAXONOMY_PREFIXES: Partial<Record<CredentialKind, string[]>> = {
  // NUCC taxonomy codes: 124Q00000X Dental Hygienist; 122300000X Dentist and its 1223* specialties.
  RDH: ['124Q'],
  DDS_DMD: ['1223'],
};

export const CREDENTIAL_STATUSES = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'EXPIRED', 'MISMATCH'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];
export const CREDENTIAL_SOURCES = ['NPI_REGISTRY', 'MANUAL_REVIEW'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];
export const CHECK_OUTCOMES = ['VERIFIED', 'MISMATCH', 'PENDING', 'REJECTED', 'EXPIRED', 'ERROR'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** Cards: an image (JPEG, PNG, WebP, GIF) or a PDF, at most this many bytes (the CE certificates' rule). */
export const CREDENTIAL_CARD_MAX_BYTES = 10 * 1024 * 1024;
export const CREDENTIAL_CARD_TOO_LARGE = 'A card is at most 10 MB.';

/** Verified licenses are checked again this often, and again from this many days before they expire. */
export const REVERIFY_EVERY_DAYS = 30;
export const REVERIFY_BEFORE_EXPIRY_DAYS = 14;

/**
 * The state boards' public license lookup pages, shown to the administrator reviewing a credential
 * (checked December 2026 against the boards' pages, ADR 124). A state not listed shows no link.
 */
export const STATE_BOARD_LOOKUPS: Record<string, { board: string; url: string }> = {
  CA: { board: 'Dental Board of California (DCA License Search)', url: 'https://search.dca.ca.gov/' },
  TX: { board: 'Texas State Board of Dental Examiners', url: 'https://ls.tsbde.texas.gov/' },
  FL: { board: 'Florida Board of Dentistry (MQA license verification)', url: 'https://mqa-internet.doh.state.fl.us/MQASearchServices/HealthCareProviders' },
  NY: { board: 'New York State Education Department, Office of the Professions', url: 'https://eservices.nysed.gov/professions/verification-search' },
  IL: { board: 'Illinois Department of Financial and Professional Regulation', url: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx' },
};

export const boardLookupFor = (state: string | null) => (state ? (STATE_BOARD_LOOKUPS[state] ?? null) : null);

const day = (label: string) =>
  z
    .string({ error: `${label} is a day, YYYY-MM-DD.` })
    .refine(isRealDay, `${label} is a day, YYYY-MM-DD.`)
    .nullable()
    .default(null);

export const CredentialInputSchema = z
  .strictObject({
    kind: z.enum(CREDENTIAL_KIND_CODES, { error: 'Choose the kind of license or certificate.' }),
    title: z.string().trim().max(120, 'The name is at most 120 characters.').nullable().default(null),
    state: RegionCodeSchema.nullable().default(null),
    number: z.string().trim().max(40, 'The number is at most 40 characters.').nullable().default(null),
    npi: z
      .string()
      .regex(/^\d{10}$/, 'An NPI is 10 digits.')
      .nullable()
      .default(null),
    expiresOn: day('expiresOn'),
  })
  .superRefine((value, issues) => {
    const group = CREDENTIAL_KINDS[value.kind].group;
    if (group === 'license' && !value.state) issues.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state that issued it.' });
    if (group === 'license' && !value.number) issues.addIssue({ code: 'custom', path: ['number'], message: 'Enter the license or permit number.' });
    if (value.kind.startsWith('OTHER_') && !value.title) issues.addIssue({ code: 'custom', path: ['title'], message: 'Enter its name.' });
    if (value.kind === 'CPR_BLS' && !value.expiresOn)
      issues.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Enter the day the CPR / BLS card expires.' });
  });
export type CredentialInput = z.infer<typeof CredentialInputSchema>;

/** Who made a check: a verification source, or the expiry date passing (the scheduled pass). */
export const CHECK_SOURCES = [...CREDENTIAL_SOURCES, 'EXPIRY_DATE'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

export const CredentialCheckSchema = z.object({
  source: z.enum(CHECK_SOURCES),
  outcome: z.enum(CHECK_OUTCOMES),
  detail: z.string().nullable(),
  checkedAt: z.string(),
});

export const CredentialSchema = z.object({
  id: z.number(),
  kind: z.enum(CREDENTIAL_KIND_CODES),
  label: z.string(),
  title: z.string().nullable(),
  state: z.string().nullable(),
  number: z.string().nullable(),
  npi: z.string().nullable(),
  expiresOn: z.string().nullable(),
  status: z.enum(CREDENTIAL_STATUSES),
  verifiedSource: z.enum(CREDENTIAL_SOURCES).nullable(),
  verifiedAt: z.string().nullable(),
  cardUrl: z.string().nullable(),
  cardType: z.enum(['pdf', 'image']).nullable(),
  checks: z.array(CredentialCheckSchema),
});
export type Credential = z.infer<typeof CredentialSchema>;

/** One credential waiting in the administrators' review queue. */
export const CredentialReviewSchema = CredentialSchema.extend({
  username: z.string(),
  name: z.string(),
  boardLookup: z.object({ board: z.string(), url: z.string() }).nullable(),
});
export type CredentialReview = z.infer<typeof CredentialReviewSchema>;

export const CredentialDecisionInputSchema = z
  .strictObject({
    decision: z.enum(['APPROVE', 'REJECT'], { error: 'decision is APPROVE or REJECT.' }),
    reason: z.string().trim().max(500, 'The reason is at most 500 characters.').nullable().default(null),
  })
  .superRefine((value, issues) => {
    if (value.decision === 'REJECT' && !value.reason) issues.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it is rejected.' });
  });

/** A verified credential as practices with access see it (the badge's detail, with the number). */
export const VerifiedCredentialSchema = z.object({ label: z.string(), state: z.string().nullable(), number: z.string().nullable() });
export type VerifiedCredential = z.infer<typeof VerifiedCredentialSchema>;

export const credentialLabel = (kind: CredentialKind, title: string | null) => (kind.startsWith('OTHER_') && title ? title : CREDENTIAL_KINDS[kind].label);

const requirementKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const REQUIREMENT_NAMES = new Map<string, CredentialKind>(
  CREDENTIAL_KIND_CODES.filter((code) => !code.startsWith('OTHER_')).flatMap((code) => {
    const label = requirementKey(CREDENTIAL_KINDS[code].label);
    const short = label.replace(/ (license|permit|certificate)$/, '');
    return [
      [code.toLowerCase(), code],
      [label, code],
      [short, code],
    ] as [string, CredentialKind][];
  }),
);

/**
 * The credential kind a shift's or posting's requirement names ("Local anesthesia permit",
 * "local anesthesia", "LOCAL_ANESTHESIA"), or null for a requirement that names none (checked
 * against the resume's certifications instead).
 */
export const credentialKindOfRequirement = (text: string): CredentialKind | null => REQUIREMENT_NAMES.get(requirementKey(text)) ?? null;

/**
 * A posting's or shift's required licenses, permits or certificates (kind codes, each once, at
 * most 5), checked against the applicant's verified credentials. Left out: unchanged on saving.
 */
export const RequiredCredentialsInputSchema = z
  .array(z.enum(CREDENTIAL_KIND_CODES, { error: 'requiredCredentials is a list of credential kinds.' }), {
    error: 'requiredCredentials is a list of credential kinds.',
  })
  .max(5, 'Require at most 5 credentials.')
  .transform((kinds) => [...new Set(kinds)].filter((kind) => !kind.startsWith('OTHER_')))
  .optional();

/** The requirements that name a credential kind, as kinds, each once (others are certifications checked against the resume). */
export const requiredKindsOf = (requirements: readonly string[]): CredentialKind[] => [
  ...new Set(requirements.map(credentialKindOfRequirement).filter((kind): kind is CredentialKind => kind !== null)),
];

/** PUT users/employers/{id}/npi: the practice's organization NPI (NPI-2), checked with the NPI Registry. */
export const PracticeNpiInputSchema = z.strictObject({ npi: z.string({ error: 'An NPI is 10 digits.' }).regex(/^\d{10}$/, 'An NPI is 10 digits.') });
/** The practice's NPI and its "verified practice" standing (verifiedAt null: not verified; detail: what the registry said). */
export const PracticeNpiSchema = z.object({ npi: z.string().nullable(), verifiedAt: z.string().nullable(), detail: z.string().nullable() });
export type PracticeNpi = z.infer<typeof PracticeNpiSchema>;
