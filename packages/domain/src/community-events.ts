// Industry events and CE courses (ADR 49): the submission form's fields (the spec's
// event-submission fields), the categories and their public paths, the event as the API answers it.
import { z } from 'zod';
import { LOCAL_DATE_TIME_PATTERN } from './time-zones';
import { omittableRegionSchema, omittableText, omittableZipSchema } from './form-fields';

export const EVENT_CATEGORIES = [
  { code: 'CE', slug: 'continuing-education', label: "Continuing Education (CE's)" },
  { code: 'CONFERENCE', slug: 'conferences', label: 'Conferences and Trade Shows' },
  { code: 'WEBINAR', slug: 'webinars', label: 'Webinars' },
  { code: 'STUDY_CLUB', slug: 'study-clubs', label: 'Study Clubs' },
  { code: 'CAREER_FAIR', slug: 'career-fairs', label: 'Career Fairs' },
  { code: 'MEETING', slug: 'association-meetings', label: 'Association Meetings' },
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['code'];
export const EVENT_CATEGORY_CODES = EVENT_CATEGORIES.map((category) => category.code) as [EventCategory, ...EventCategory[]];

export const eventCategoryBySlug = (slug: string) => EVENT_CATEGORIES.find((category) => category.slug === slug) ?? null;
export const eventCategoryByCode = (code: string) => EVENT_CATEGORIES.find((category) => category.code === code) ?? null;

/** The time zones an event's local times may be given in (US and Canada, most people first). */
export const EVENT_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern' },
  { zone: 'America/Chicago', label: 'Central' },
  { zone: 'America/Denver', label: 'Mountain' },
  { zone: 'America/Phoenix', label: 'Arizona' },
  { zone: 'America/Los_Angeles', label: 'Pacific' },
  { zone: 'America/Anchorage', label: 'Alaska' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii' },
  { zone: 'America/Halifax', label: 'Atlantic' },
] as const;
const EVENT_ZONE_CODES = EVENT_TIME_ZONES.map((zone) => zone.zone) as [string, ...string[]];

export const EVENTS_PATH = '/dental-jobs/events/';
export const EVENTS_PAGE_SIZE = 20;
export const EVENT_SUBMISSIONS_PER_DAY = 10;
export const eventCategoryPath = (slug: string) => `/dental-jobs/events/category/${slug}/`;

/** Lower case words joined by hyphens, at most 80 characters: 'Spring CE Day & Expo' → 'spring-ce-day-and-expo'. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'listing';
}

export const eventPath = (id: number, title: string) => `/dental-jobs/events/${id}/${titleSlug(title)}/`;

const required = (max: number, empty: string, label: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `${label} is at most ${max} characters.`);

/** A web address a reader may follow: http or https only (never javascript: or data:). */
export const WebAddressSchema = z
  .string({ error: 'Enter the web address, starting with https://' })
  .trim()
  .max(500, 'A web address is at most 500 characters.')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter the web address, starting with https://')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

const localTime = (label: string) =>
  z.string({ error: `Enter the ${label} date and time.` }).regex(LOCAL_DATE_TIME_PATTERN, `Enter the ${label} date and time.`);

/** POST events and PUT events/{id}: what a person submits. Times are local to timeZone. */
export const EventInputSchema = z
  .strictObject({
    title: required(150, 'Enter the event title.', 'An event title'),
    category: z.enum(EVENT_CATEGORY_CODES, { error: 'Choose the type of event.' }),
    url: WebAddressSchema,
    isOnline: z.boolean({ error: 'isOnline is true or false.' }).default(false),
    venue: omittableText(150, 'The venue'),
    city: omittableText(100, 'The city'),
    state: omittableRegionSchema,
    zip: omittableZipSchema,
    start: localTime('start'),
    end: localTime('end'),
    timeZone: z.enum(EVENT_ZONE_CODES, { error: 'Choose the time zone.' }),
    description: required(5000, 'Describe the event.', 'A description'),
    ceCredits: z
      .number({ error: 'CE credits is a whole number from 0 to 100.' })
      .int('CE credits is a whole number from 0 to 100.')
      .min(0, 'CE credits is a whole number from 0 to 100.')
      .max(100, 'CE credits is a whole number from 0 to 100.')
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    if (!input.isOnline) {
      if (!input.venue) context.addIssue({ code: 'custom', path: ['venue'], message: 'Enter the venue, or mark the event as online.' });
      if (!input.city) context.addIssue({ code: 'custom', path: ['city'], message: 'Enter the city.' });
      if (!input.state) context.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state or province.' });
    }
    if (input.end < input.start) context.addIssue({ code: 'custom', path: ['end'], message: 'The event ends after it starts.' });
  });
export type EventInput = z.input<typeof EventInputSchema>;
export type EventValues = z.output<typeof EventInputSchema>;

export const EVENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event as the API answers it. start/end are instants; startLocal/endLocal the times as given in timeZone. */
export const CommunityEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  category: z.enum(EVENT_CATEGORY_CODES),
  categoryLabel: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  isOnline: z.boolean(),
  venue: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  startLocal: z.string(),
  endLocal: z.string(),
  timeZone: z.string(),
  description: z.string(),
  ceCredits: z.number().int().nullable(),
  path: z.string(),
  /** The signed-in reader submitted it (and may edit it). */
  isOwner: z.boolean(),
  /** Only for its submitter and administrators: why it was not approved. */
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
});
export type CommunityEvent = z.infer<typeof CommunityEventSchema>;

export const EventListSchema = z.object({
  events: z.array(CommunityEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type EventList = z.infer<typeof EventListSchema>;

/** An administrator's decision on a submitted event or classified listing. */
export const ModerationDecisionSchema = z.strictObject({
  decision: z.enum(['APPROVE', 'REJECT'], { error: 'decision is APPROVE or REJECT.' }),
  note: z
    .string({ error: 'note is text.' })
    .trim()
    .max(500, 'A note is at most 500 characters.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export type ModerationDecision = z.input<typeof ModerationDecisionSchema>;
