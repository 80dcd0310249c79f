// Demo events and classified listings (ADR 49): written for this product, dated from the day the
// demo is seeded so the events are upcoming and the listings within their 60 days.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { classifieds, communityEvents, users } from './schema';

const DAY_MS = 86_400_000;

type DemoEvent = {
  title: string;
  category: 'CE' | 'CONFERENCE' | 'WEBINAR' | 'STUDY_CLUB' | 'CAREER_FAIR' | 'MEETING';
  inDays: number;
  /** Local start hour and length in hours. */
  hour: number;
  hours: number;
  days?: number;
  timeZone: string;
  venue?: string;
  city?: string;
  state?: string;
  zip?: string;
  url?: string;
  ceCredits?: number;
  description: string;
};

const EVENTS: DemoEvent[] = [
  {
    title: 'Lake Shore Hygiene CE Day: Periodontal Instrumentation Refresh',
    category: 'CE',
    inDays: 12,
    hour: 8,
    hours: 8,
    timeZone: 'America/Chicago',
    venue: 'Navy Pier Conference Center',
    city: 'Chicago',
    state: 'IL',
    zip: '60611',
    ceCredits: 7,
    description:
      'A full day of hands-on instrumentation for hygienists: sharpening, ultrasonic inserts for deep pockets and ergonomic fulcrums.\n\n' +
      'Morning lecture, afternoon typodont workshop in small groups. Bring your own loupes; instruments are provided. Breakfast and lunch included.',
  },
  {
    title: 'Southwest Dental Expo 2026',
    category: 'CONFERENCE',
    inDays: 34,
    hour: 9,
    hours: 8,
    days: 3,
    timeZone: 'America/Phoenix',
    venue: 'Phoenix Convention Center, North Building',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    url: 'https://example.org/southwest-dental-expo',
    ceCredits: 18,
    description:
      'Three days of courses, an exhibit hall with more than 200 suppliers and a career corner for assistants and hygienists.\n\n' +
      'Tracks for the whole team: digital dentistry, practice management, infection control and a front office day on insurance verification.',
  },
  {
    title: 'Infection Control Update for Dental Assistants (Webinar)',
    category: 'WEBINAR',
    inDays: 6,
    hour: 18,
    hours: 2,
    timeZone: 'America/New_York',
    url: 'https://example.org/infection-control-webinar',
    ceCredits: 2,
    description:
      'Sterilization monitoring, instrument processing workflow and the waterline testing schedule, explained with checklists you can print for your sterilization area.\n\n' +
      'Live questions at the end. A recording is sent to everyone who registers.',
  },
  {
    title: 'Denver Implant Study Club: Guided Surgery Case Night',
    category: 'STUDY_CLUB',
    inDays: 19,
    hour: 18,
    hours: 3,
    timeZone: 'America/Denver',
    venue: 'Union Station Meeting Rooms',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    ceCredits: 3,
    description:
      'Members present two guided-surgery cases from planning to final crown, then the group discusses what they would change. Dentists and their surgical assistants are welcome; dinner served.',
  },
  {
    title: 'Spring Dental Career Fair for Hygiene and Assisting Students',
    category: 'CAREER_FAIR',
    inDays: 27,
    hour: 10,
    hours: 4,
    timeZone: 'America/Chicago',
    venue: 'Austin Community College, Eastview Campus',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
    description:
      'Meet practices hiring for summer: general, pediatric and orthodontic offices from across Central Texas. Bring printed resumes; a resume review table runs all day.\n\n' +
      'Free for students and recent graduates.',
  },
  {
    title: 'State Hygienists’ Association Annual Meeting',
    category: 'MEETING',
    inDays: 48,
    hour: 9,
    hours: 7,
    timeZone: 'America/Los_Angeles',
    venue: 'Sacramento Convention Center',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    ceCredits: 4,
    description:
      'The yearly members’ meeting with the scope-of-practice update, officer elections and two afternoon courses on local anesthesia and caries risk assessment.',
  },
  {
    title: 'Radiography Safety and Technique Course',
    category: 'CE',
    inDays: 41,
    hour: 8,
    hours: 6,
    timeZone: 'America/New_York',
    venue: 'Peachtree Dental Learning Center',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    ceCredits: 6,
    description:
      'For assistants taking or renewing their radiography credential: positioning, retakes and how to explain dose to worried patients. Includes the clinical technique check.',
  },
  {
    title: 'Front Office Masterclass: Treatment Plan Conversations (Webinar)',
    category: 'WEBINAR',
    inDays: 15,
    hour: 12,
    hours: 1,
    timeZone: 'America/Chicago',
    url: 'https://example.org/front-office-masterclass',
    ceCredits: 1,
    description: 'How treatment coordinators present costs, payment options and insurance estimates so patients say yes. Role-play scripts included.',
  },
  {
    title: 'Pacific Northwest Pediatric Dentistry Symposium',
    category: 'CONFERENCE',
    inDays: 70,
    hour: 8,
    hours: 8,
    days: 2,
    timeZone: 'America/Los_Angeles',
    venue: 'Bell Harbor Conference Center',
    city: 'Seattle',
    state: 'WA',
    zip: '98121',
    ceCredits: 12,
    description:
      'Behavior guidance, silver diamine fluoride, sedation safety and the first dental visit. Two days of lectures for pediatric dentists and their teams.',
  },
];

type DemoListing = {
  category: 'EQUIPMENT' | 'PRACTICE_FOR_SALE' | 'OFFICE_SPACE' | 'SERVICES' | 'SUPPLIES' | 'OTHER';
  title: string;
  description: string;
  priceCents: number | null;
  city: string;
  state: string;
  zip: string;
  daysAgo: number;
  owner: 'employer' | 'seeker';
  phone?: string;
};

const LISTINGS: DemoListing[] = [
  {
    category: 'EQUIPMENT',
    title: 'Two A-dec 300 dental chairs with delivery units',
    description:
      'Replacing our operatories and selling two A-dec 300 chairs (2018) with 12 o’clock delivery units and LED lights. Upholstery is clean, no tears. Serviced every year; records available.\n\nBuyer arranges pickup from our Lincoln Park office on a weekday after 5 PM.',
    priceCents: 650000,
    city: 'Chicago',
    state: 'IL',
    zip: '60614',
    daysAgo: 3,
    owner: 'employer',
    phone: '(312) 555-0142',
  },
  {
    category: 'EQUIPMENT',
    title: 'Intraoral camera and sensor holder kit, barely used',
    description:
      'Intraoral camera with USB dock and a full set of sensor holders. Used for six months in a satellite office that closed. Works with the usual imaging software.',
    priceCents: 90000,
    city: 'Evanston',
    state: 'IL',
    zip: '60201',
    daysAgo: 9,
    owner: 'employer',
  },
  {
    category: 'PRACTICE_FOR_SALE',
    title: 'General practice for sale: 4 operatories, north Austin',
    description:
      'Established family practice, 1,800 active patients, four equipped operatories and room for a fifth. Fee-for-service and PPO mix. Seller will stay for a transition period.\n\nFinancials shared after a confidentiality agreement.',
    priceCents: null,
    city: 'Austin',
    state: 'TX',
    zip: '78758',
    daysAgo: 14,
    owner: 'employer',
  },
  {
    category: 'OFFICE_SPACE',
    title: 'Dental suite for lease, plumbed for 5 chairs',
    description:
      'Second-floor medical building suite of 2,100 square feet, already plumbed and wired for five operatories, with a sterilization room and panoramic X-ray room. Elevator and free parking.',
    priceCents: 420000,
    city: 'Denver',
    state: 'CO',
    zip: '80206',
    daysAgo: 21,
    owner: 'employer',
  },
  {
    category: 'SERVICES',
    title: 'Temporary hygienist available for Saturday coverage',
    description:
      'Licensed hygienist with ten years of experience, comfortable with Dentrix and Eaglesoft, available for Saturday and some Friday shifts in the Chicago north suburbs.',
    priceCents: null,
    city: 'Skokie',
    state: 'IL',
    zip: '60076',
    daysAgo: 5,
    owner: 'seeker',
  },
  {
    category: 'SUPPLIES',
    title: 'Unopened nitrile gloves, 20 cases (medium)',
    description:
      'Over-ordered for the year: 20 sealed cases of medium powder-free nitrile gloves, expiry two years out. Selling at our cost; local pickup preferred.',
    priceCents: 80000,
    city: 'Chicago',
    state: 'IL',
    zip: '60657',
    daysAgo: 2,
    owner: 'employer',
  },
  {
    category: 'EQUIPMENT',
    title: 'Autoclave, 11-inch chamber, with printer',
    description:
      'Tabletop autoclave with an 11-inch chamber and cycle printer. Passes spore tests; we moved to a larger unit. Includes two trays and the manual.',
    priceCents: 175000,
    city: 'Phoenix',
    state: 'AZ',
    zip: '85016',
    daysAgo: 11,
    owner: 'employer',
  },
  {
    category: 'OTHER',
    title: 'Study partner wanted for the hygiene board exam',
    description: 'Hygiene student looking for one or two study partners for the written board exam this spring. Weekly sessions at the library or online.',
    priceCents: null,
    city: 'Chicago',
    state: 'IL',
    zip: '60625',
    daysAgo: 1,
    owner: 'seeker',
  },
];

/** The local wall-clock hour of a day from now as an instant in a zone (whole-hour offsets are enough for the demo). */
function localInstant(now: Date, inDays: number, hour: number, timeZone: string): Date {
  const day = new Date(now.getTime() + inDays * DAY_MS);
  const noonUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
  const zoned = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(noonUtc));
  const offsetHours = Number(zoned) - 12;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - offsetHours));
}

/** Events (approved, upcoming) and classifieds (approved, within their term), once. */
export async function seedDemoCommunity(db: Database, now = new Date()) {
  const claimed = await db.execute(
    sql`insert into app_settings (key, value) values ('demo_community_seeded', now()::text) on conflict (key) do nothing returning key`,
  );
  if (claimed.rows.length === 0) return null;
  const owners = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.username, ['demo-employer', 'demo-seeker', 'demo-admin']));
  const ownerOf = (username: string) => owners.find((owner) => owner.username === username) ?? null;
  const admin =
    ownerOf('demo-admin') ??
    (await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1))[0] ??
    null;

  await db.insert(communityEvents).values(
    EVENTS.map((event) => {
      const startAt = localInstant(now, event.inDays, event.hour, event.timeZone);
      const endAt = localInstant(now, event.inDays + (event.days ?? 1) - 1, event.hour + event.hours, event.timeZone);
      return {
        submitterId: admin?.id ?? null,
        status: 'APPROVED' as const,
        category: event.category,
        title: event.title,
        url: event.url ?? null,
        isOnline: event.category === 'WEBINAR',
        venue: event.venue ?? null,
        city: event.city ?? null,
        state: event.state ?? null,
        zip: event.zip ?? null,
        startAt,
        endAt,
        timeZone: event.timeZone,
        description: event.description,
        ceCredits: event.ceCredits ?? null,
        reviewedAt: now,
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
        updatedAt: new Date(now.getTime() - 2 * DAY_MS),
      };
    }),
  );

  const listings = LISTINGS.flatMap((listing) => {
    const owner = ownerOf(listing.owner === 'employer' ? 'demo-employer' : 'demo-seeker');
    if (!owner) return [];
    const approvedAt = new Date(now.getTime() - listing.daysAgo * DAY_MS);
    return [
      {
        ownerId: owner.id,
        status: 'APPROVED' as const,
        category: listing.category,
        title: listing.title,
        description: listing.description,
        priceCents: listing.priceCents,
        city: listing.city,
        state: listing.state,
        zip: listing.zip,
        contactEmail: owner.email,
        contactPhone: listing.phone ?? null,
        approvedAt,
        expiresAt: new Date(approvedAt.getTime() + 60 * DAY_MS),
        createdAt: new Date(approvedAt.getTime() - DAY_MS),
        updatedAt: new Date(approvedAt.getTime() - DAY_MS),
      },
    ];
  });
  if (listings.length > 0) await db.insert(classifieds).values(listings);
  return { events: EVENTS.length, classifieds: listings.length };
}
