// Marketing forms without zod (public pages import this): the form names of the marketing-form
// service, the lead form's roles, configuration, rules and messages, the fields list sent for a
// submission, the toolkits a lead form unlocks, and the bot checks' numbers (ADR 47).
import { POSITION_CODES, type PositionCode } from './positions';

/** The marketing-form service's forms; a submission without a known name goes to lead-form. */
export const MARKETING_FORM_NAMES = ['event-submission', 'jobseeker-toolkit', 'hiring-toolkit', 'newsletter', 'student-webinar', 'lead-form'] as const;
export type MarketingFormName = (typeof MARKETING_FORM_NAMES)[number];
export const DEFAULT_FORM_NAME: MarketingFormName = 'lead-form';

/** The form a name selects: a known name as is, anything else the default lead-form. */
export const marketingFormOf = (name: string | null | undefined): MarketingFormName =>
  MARKETING_FORM_NAMES.includes(name as MarketingFormName) ? (name as MarketingFormName) : DEFAULT_FORM_NAME;

/** The roles a lead chooses from (the sign-up kinds plus employer). */
export const LEAD_ROLES = {
  employer: 'Employer / practice',
  staff: 'Dental professional (job seeker)',
  student: 'Student',
  other: 'Other',
} as const;
export type LeadRole = keyof typeof LEAD_ROLES;
export const LEAD_ROLE_CODES = Object.keys(LEAD_ROLES) as LeadRole[];

/** The spec's messages. */
export const LEAD_FORM_SUCCESS = 'Thank you, please check your email!';
export const LEAD_FORM_FAILURE = 'There was an error submitting the form. Please try again in 1 minute.';
/** The spec's lead form width. */
export const LEAD_FORM_WIDTH_PX = 600;

export const LEAD_LIMITS = { name: 100, email: 254, practiceName: 150, roleOther: 100, leadSource: 100, assetTitle: 150, utm: 200, message: 5000 } as const;

/** How one page shows the lead form: a fixed role hides the role choice; the other fields appear when asked. */
export type LeadFormConfig = {
  formName: MarketingFormName;
  fixedRole?: LeadRole;
  askPracticeName?: boolean;
  askPhone?: boolean;
  askZip?: boolean;
  leadSource: string;
  assetTitle?: string;
  submitLabel?: string;
};

/** What a person types into the lead form. */
export type LeadFormValues = {
  name: string;
  leadEmail: string;
  role: string;
  roleOther: string;
  position: string;
  practiceName: string;
  phone: string;
  zip: string;
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const PHONE_PATTERN = /^[0-9()+.\-\s]{7,25}$/;

export const LEAD_FIELD_MESSAGES = {
  name: 'Enter your name.',
  leadEmail: 'Enter your email address.',
  leadEmailInvalid: 'Enter a valid email address, like name@example.com.',
  role: 'Choose what describes you.',
  position: 'Choose your position.',
  roleOther: 'Tell us what describes you.',
  phone: 'Enter a phone number of 7 to 25 digits.',
  zip: 'A ZIP code is 5 digits.',
} as const;

/** The fields the form shows for a configuration and a chosen role. */
export function visibleLeadFields(config: LeadFormConfig, role: string) {
  const effectiveRole = config.fixedRole ?? role;
  return {
    role: !config.fixedRole,
    position: effectiveRole === 'staff',
    roleOther: effectiveRole === 'other',
    practiceName: Boolean(config.askPracticeName),
    phone: Boolean(config.askPhone),
    zip: Boolean(config.askZip),
  };
}

/**
 * The lead form's rules (the spec): name and email required, the email an email; the role chosen
 * unless fixed; a staff role needs its position and 'other' its description; practice name, phone
 * and ZIP only when the configuration shows them (optional, but well formed when given).
 * Answers field -> message; empty when the form may be sent.
 */
export function checkLeadForm(values: LeadFormValues, config: LeadFormConfig): Partial<Record<keyof LeadFormValues, string>> {
  const errors: Partial<Record<keyof LeadFormValues, string>> = {};
  const shown = visibleLeadFields(config, values.role);
  if (!values.name.trim()) errors.name = LEAD_FIELD_MESSAGES.name;
  const email = values.leadEmail.trim();
  if (!email) errors.leadEmail = LEAD_FIELD_MESSAGES.leadEmail;
  else if (!EMAIL_PATTERN.test(email)) errors.leadEmail = LEAD_FIELD_MESSAGES.leadEmailInvalid;
  if (shown.role && !LEAD_ROLE_CODES.includes(values.role as LeadRole)) errors.role = LEAD_FIELD_MESSAGES.role;
  if (shown.position && !POSITION_CODES.includes(values.position as PositionCode)) errors.position = LEAD_FIELD_MESSAGES.position;
  if (shown.roleOther && !values.roleOther.trim()) errors.roleOther = LEAD_FIELD_MESSAGES.roleOther;
  if (shown.phone && values.phone.trim() && !(PHONE_PATTERN.test(values.phone.trim()) && values.phone.replace(/\D/g, '').length >= 7))
    errors.phone = LEAD_FIELD_MESSAGES.phone;
  if (shown.zip && values.zip.trim() && !ZIP_PATTERN.test(values.zip.trim())) errors.zip = LEAD_FIELD_MESSAGES.zip;
  return errors;
}

/** A submission as the marketing-form service receives it. */
export type MarketingFormField = { name: string; value: string };

/** The lead as the API accepted it (after its checks). */
export type LeadSubmission = {
  formName: MarketingFormName;
  name: string;
  leadEmail: string;
  phone: string | null;
  practiceName: string | null;
  role: LeadRole | null;
  roleOther: string | null;
  position: PositionCode | null;
  zip: string | null;
  leadSource: string | null;
  assetTitle: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
};

/** The spec's fields list: email always, then every other value given, by the service's field names. */
export function leadFields(lead: LeadSubmission): MarketingFormField[] {
  const optional: [string, string | null][] = [
    ['name', lead.name],
    ['practice_name', lead.practiceName],
    ['zip', lead.zip],
    ['phone', lead.phone],
    ['position_code', lead.position],
    ['lead_source', lead.leadSource],
    ['asset_title', lead.assetTitle],
    ['role', lead.role],
    ['other_role', lead.roleOther],
    ['utm_source', lead.utmSource],
    ['utm_medium', lead.utmMedium],
    ['utm_campaign', lead.utmCampaign],
    ['utm_content', lead.utmContent],
  ];
  return [
    { name: 'email', value: lead.leadEmail },
    ...optional.filter((entry): entry is [string, string] => Boolean(entry[1])).map(([name, value]) => ({ name, value })),
  ];
}

/** The downloads a lead form unlocks: the emailed link serves our PDF file. */
export const DOWNLOADS = {
  'hiring-toolkit': { title: 'The Dental Hiring Toolkit', fileName: 'chairside-hiring-toolkit.pdf', pagePath: '/hiring-toolkit/' },
  'jobseeker-toolkit': { title: 'The Dental Jobseeker Toolkit', fileName: 'chairside-jobseeker-toolkit.pdf', pagePath: '/jobseeker-toolkit/' },
  'educator-toolkit': { title: 'The Dental Educator Toolkit', fileName: 'chairside-educator-toolkit.pdf', pagePath: '/school-instructor-toolkit/' },
  'dental-career-guide': { title: 'The Dental Career Guide', fileName: 'chairside-dental-career-guide.pdf', pagePath: '/dental-career-guide/' },
  'salary-survey-2025': { title: '2025 Salary Survey Report', fileName: 'chairside-2025-salary-survey.pdf', pagePath: '/salary-survey/' },
} as const;
export type DownloadKey = keyof typeof DOWNLOADS;
/** The page a lead-form email links to for its download: /downloads/{token}. */
export const DOWNLOAD_PAGE = '/downloads/';
export const DOWNLOAD_KEYS = Object.keys(DOWNLOADS) as DownloadKey[];

/** The download an asset title names (the lead form's assetTitle), if any. */
export const downloadByTitle = (title: string | null | undefined): DownloadKey | null => DOWNLOAD_KEYS.find((key) => DOWNLOADS[key].title === title) ?? null;

/**
 * Bot checks instead of a captcha: the hidden honeypot field must stay empty, and the form
 * ticket (fetched when a person starts filling the form) must be at least this old.
 */
export const HONEYPOT_FIELD = 'website';
export const FORM_TICKET_MIN_AGE_MS = 3_000;
export const FORM_TICKET_MAX_AGE_MS = 24 * 3_600_000;
