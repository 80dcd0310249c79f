// The job seeker's resume without zod: specialties, regions, skills, limits, days, weekly
// availability and photo limits. ./resume-profile holds the schemas and re-exports all of this.

export const SPECIALTIES = {
  GEN: 'General',
  ORTHO: 'Orthodontic',
  PERIO: 'Periodontal',
  ENDO: 'Endodontic',
  PEDO: 'Pediatric',
  PROST: 'Prosthodontic',
  SURG: 'Surgical',
  EXPND: 'Expanded Function',
  COSM: 'Cosmetic',
  MANAG: 'Office Manager',
  RECEP: 'Reception',
  BILL: 'Billing',
  INSUR: 'Insurance',
  TREAT: 'Treatment Coordinator',
  SCHED: 'Scheduling Coordinator',
  STERI: 'Sterilization',
  OTHER: 'Other',
} as const;
export type SpecialtyCode = keyof typeof SPECIALTIES;
export const SPECIALTY_CODES = Object.keys(SPECIALTIES) as SpecialtyCode[];

/** US states, DC and Canadian provinces and territories. */
export const REGIONS = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type RegionCode = keyof typeof REGIONS;
export const REGION_CODES = Object.keys(REGIONS) as RegionCode[];

/** Skills a dental professional lists; suggestions for the form and the demo data. */
export const DENTAL_SKILLS = [
  'Dentrix',
  'Dentrix Ascend',
  'Eaglesoft',
  'Open Dental',
  'Curve Dental',
  'Denticon',
  'SoftDent',
  'Dolphin Management',
  'Digital X-rays',
  'Panoramic X-rays',
  'Intraoral camera',
  'CAD/CAM (CEREC)',
  'iTero scanning',
  'Four-handed dentistry',
  'Chairside assisting',
  'Sterilization and infection control',
  'Coronal polishing',
  'Sealants',
  'Fluoride application',
  'Scaling and root planing',
  'Periodontal charting',
  'Local anesthesia',
  'Nitrous oxide monitoring',
  'Laser therapy',
  'Impressions',
  'Temporary crowns',
  'Patient education',
  'Treatment planning',
  'Insurance verification',
  'Insurance billing',
  'Scheduling',
  'Collections',
  'Front desk reception',
  'Case presentation',
  'Orthodontic adjustments',
  'Pediatric patients',
  'Oral surgery assisting',
  'Endodontic assisting',
  'Implant assisting',
  'Spanish (bilingual)',
  'OSHA compliance',
  'HIPAA compliance',
  'Lab case management',
  'Crown and bridge fabrication',
  'Denture fabrication',
] as const;

export const INTRO_MAX_LENGTH = 2000;
export const TEXT_MAX_LENGTH = 2000;
export const SKILL_SCORE_MIN = 1;
export const SKILL_SCORE_MAX = 5;
export const EXPERIENCE_MAX_YEARS = 60;
/** How many entries each list of the resume may hold. */
export const RESUME_LIMITS = { skills: 50, companies: 30, schools: 20, certs: 50, courses: 200 } as const;
export type ResumeSection = keyof typeof RESUME_LIMITS;
export const RESUME_SECTIONS = Object.keys(RESUME_LIMITS) as ResumeSection[];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2025-02-30). */
export function isRealDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, date));
  return year >= 1900 && year <= 2200 && back.getUTCMonth() === month - 1 && back.getUTCDate() === date;
}

export const DOW_KEYS = ['isDowSun', 'isDowMon', 'isDowTue', 'isDowWed', 'isDowThur', 'isDowFri', 'isDowSat'] as const;
export const DOW_TEMP_KEYS = ['isDowSunTemp', 'isDowMonTemp', 'isDowTueTemp', 'isDowWedTemp', 'isDowThurTemp', 'isDowFriTemp', 'isDowSatTemp'] as const;
export type DowKey = (typeof DOW_KEYS)[number] | (typeof DOW_TEMP_KEYS)[number];
export type Availability = Record<DowKey, boolean>;

export const NO_AVAILABILITY: Availability = Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, false])) as Availability;

/** How many weekdays are marked available, for permanent work or (temp) for temp work. */
export function dowTotal(availability: Partial<Availability>, kind: 'perm' | 'temp' = 'perm'): number {
  return (kind === 'perm' ? DOW_KEYS : DOW_TEMP_KEYS).filter((key) => availability[key] === true).length;
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = 'The photo you have chosen is a very large file. Please choose a file that is less than 5 MB.';
export const PHOTO_MAX_SIDE = 800;
export const PHOTO_THUMBNAIL_SIDE = 160;

/** The word people read for one entry of each list, in messages. */
export const SECTION_NOUNS: Record<ResumeSection, string> = {
  skills: 'skill',
  companies: 'work history entry',
  schools: 'school',
  certs: 'certification',
  courses: 'course',
};
