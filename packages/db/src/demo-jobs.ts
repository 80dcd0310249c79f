import type { PositionCode } from '@chairside/domain/positions';
import type { SpecialtyCode } from '@chairside/domain/resume-profile';

/** Demo posting material per position: believable, invented. Pay in hundredths (cents; hundredths of a percent). */
export type PayChoice = {
  payCode: 'HOUR' | 'HOUR_RANGE' | 'YEAR' | 'YEAR_RANGE' | 'PRODUCTION' | 'COLLECTION_RANGE';
  salaryMin: number;
  salaryMax: number | null;
};

export const JOB_MATERIAL: Record<
  PositionCode,
  { titles: string[]; tempTitles: string[]; duties: string[]; requirements: string[]; specialties: SpecialtyCode[]; pay: PayChoice[]; tempPay: PayChoice[] }
> = {
  DD: {
    titles: ['Associate Dentist', 'General Dentist', 'Pediatric Dentist', 'Lead Dentist for a Growing Practice', 'Part-Time Associate Dentist'],
    tempTitles: ['Fill-In Dentist', 'Locum Dentist for Saturday Clinics'],
    duties: [
      'Comprehensive exams, treatment planning and restorative care for all ages',
      'Crown and bridge, endodontics and extractions, with implant placement for those who want it',
      'Case presentation with a dedicated treatment coordinator',
      'Mentoring a friendly team of hygienists and assistants',
    ],
    requirements: ['DDS or DMD and an active state dental license', 'DEA registration', 'One year of experience or a GPR/AEGD residency'],
    specialties: ['GEN', 'ENDO', 'PROST', 'SURG', 'COSM', 'PEDO'],
    pay: [
      { payCode: 'YEAR_RANGE', salaryMin: 16_000_000, salaryMax: 22_000_000 },
      { payCode: 'YEAR_RANGE', salaryMin: 18_000_000, salaryMax: 25_000_000 },
      { payCode: 'COLLECTION_RANGE', salaryMin: 3000, salaryMax: 3500 },
      { payCode: 'PRODUCTION', salaryMin: 3000, salaryMax: null },
    ],
    tempPay: [{ payCode: 'HOUR_RANGE', salaryMin: 8500, salaryMax: 11_000 }],
  },
  DA: {
    titles: [
      'Dental Assistant',
      'Registered Dental Assistant (RDA)',
      'Expanded Function Dental Assistant (EFDA)',
      'Orthodontic Assistant',
      'Chairside Dental Assistant',
    ],
    tempTitles: ['Temp Dental Assistant', 'Dental Assistant for Temp Coverage'],
    duties: [
      'Four-handed chairside assisting in a modern operatory',
      'Digital X-rays, intraoral scans and impressions',
      'Sterilization and infection control by the book',
      'Preparing patients and explaining post-operative care',
    ],
    requirements: ['Dental assisting certificate or one year of chairside experience', 'Radiography certification', 'CPR/BLS'],
    specialties: ['GEN', 'ORTHO', 'PEDO', 'SURG', 'EXPND', 'STERI'],
    pay: [
      { payCode: 'HOUR_RANGE', salaryMin: 2000, salaryMax: 2600 },
      { payCode: 'HOUR_RANGE', salaryMin: 2200, salaryMax: 2800 },
      { payCode: 'HOUR', salaryMin: 2400, salaryMax: null },
    ],
    tempPay: [
      { payCode: 'HOUR', salaryMin: 2600, salaryMax: null },
      { payCode: 'HOUR_RANGE', salaryMin: 2500, salaryMax: 3000 },
    ],
  },
  DH: {
    titles: ['Registered Dental Hygienist', 'Dental Hygienist', 'Part-Time Dental Hygienist', 'Periodontal Hygienist', 'Lead Hygienist'],
    tempTitles: ['Temp Dental Hygienist', 'Saturday Hygienist (Temp)', 'Fill-In Hygienist'],
    duties: [
      'Adult and pediatric prophylaxis, scaling and root planing',
      'Periodontal charting and digital X-rays',
      'Local anesthesia and sealants as your license allows',
      'Coaching patients on home care in plain words',
    ],
    requirements: ['RDH license in the state', 'Local anesthesia permit preferred', 'CPR/BLS'],
    specialties: ['GEN', 'PERIO', 'PEDO'],
    pay: [
      { payCode: 'HOUR_RANGE', salaryMin: 4200, salaryMax: 5200 },
      { payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 5500 },
      { payCode: 'HOUR', salaryMin: 4800, salaryMax: null },
    ],
    tempPay: [
      { payCode: 'HOUR', salaryMin: 5000, salaryMax: null },
      { payCode: 'HOUR_RANGE', salaryMin: 4800, salaryMax: 5800 },
    ],
  },
  FO: {
    titles: ['Dental Front Office Coordinator', 'Dental Office Manager', 'Insurance Coordinator', 'Treatment Coordinator', 'Dental Receptionist'],
    tempTitles: ['Temp Front Desk Coordinator', 'Front Office Coverage (Temp)'],
    duties: [
      'Greeting patients and keeping the schedule full',
      'Insurance verification, claims and follow-up',
      'Presenting treatment plans and financing options',
      'Collections and end-of-day reconciliation',
    ],
    requirements: ['One year in a dental or medical front office', 'Dentrix, Eaglesoft or Open Dental', 'Warm phone manner'],
    specialties: ['MANAG', 'RECEP', 'BILL', 'INSUR', 'TREAT', 'SCHED'],
    pay: [
      { payCode: 'HOUR_RANGE', salaryMin: 1900, salaryMax: 2500 },
      { payCode: 'YEAR_RANGE', salaryMin: 4_500_000, salaryMax: 6_500_000 },
      { payCode: 'HOUR', salaryMin: 2200, salaryMax: null },
    ],
    tempPay: [{ payCode: 'HOUR', salaryMin: 2300, salaryMax: null }],
  },
  LT: {
    titles: ['Dental Lab Technician', 'Ceramist', 'CAD/CAM Dental Technician', 'Denture Technician'],
    tempTitles: ['Temp Dental Lab Technician'],
    duties: [
      'Crown and bridge fabrication from digital and analog impressions',
      'Designing and milling restorations in a CAD/CAM workflow',
      'Stain, glaze and shade matching',
      'Quality checks before every case ships',
    ],
    requirements: ['Two years of lab experience', 'CDT certification a plus', 'An eye for detail'],
    specialties: ['PROST', 'COSM', 'OTHER'],
    pay: [
      { payCode: 'HOUR_RANGE', salaryMin: 2200, salaryMax: 3200 },
      { payCode: 'YEAR_RANGE', salaryMin: 5_000_000, salaryMax: 7_000_000 },
    ],
    tempPay: [{ payCode: 'HOUR', salaryMin: 2800, salaryMax: null }],
  },
  SR: {
    titles: ['Dental Sales Representative', 'Territory Manager, Dental Equipment', 'Practice Consultant', 'Dental Implant Sales Specialist'],
    tempTitles: ['Trade Show Sales Support (Temp)'],
    duties: [
      'Growing relationships with practices in your territory',
      'Demonstrating equipment, digital workflows and supplies',
      'Working with doctors, office managers and lab partners',
      'Meeting quarterly goals with support from an inside team',
    ],
    requirements: ['Two years of sales or clinical dental experience', 'A valid driver’s license', 'Comfort with CRM software'],
    specialties: ['OTHER'],
    pay: [
      { payCode: 'YEAR_RANGE', salaryMin: 6_000_000, salaryMax: 9_000_000 },
      { payCode: 'YEAR', salaryMin: 7_500_000, salaryMax: null },
    ],
    tempPay: [{ payCode: 'HOUR', salaryMin: 3000, salaryMax: null }],
  },
};

export const BENEFITS = [
  'Health, dental and vision insurance',
  'Paid time off and paid holidays',
  '401(k) with a match',
  'Continuing education allowance',
  'Uniform allowance',
  'Four-day work weeks',
  'Bonus based on practice goals',
];

export const PRACTICE_PITCHES = [
  'We are a friendly, modern practice that puts patients and team first.',
  'Our team has grown with us for years: come see why people stay.',
  'A busy, well-run office with the latest technology and a relaxed pace.',
  'We treat families from toddlers to grandparents and love what we do.',
];

export const ABOUT_TEMPLATES = [
  '{practice} has cared for families in {city} for over {years} years. We invest in our team and in technology that makes care more comfortable.',
  'At {practice} we believe great dentistry starts with a great team. Our {city} offices are bright, modern and fully digital.',
  '{practice} is a patient-first practice in {city}: on-time appointments, clear treatment plans and a team that truly enjoys working together.',
];

export const STREET_NAMES = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Lake St',
  'Park Ave',
  'Washington Blvd',
  'Elm St',
  'Cedar Ln',
  'Broadway',
  'Market St',
  'Highland Ave',
  'Center St',
  'Pine St',
  'Sunset Blvd',
  'River Rd',
];
export const OFFICE_NAME_WORDS = ['Downtown', 'North', 'South', 'West', 'East', 'Lakeside', 'Midtown', 'Uptown', 'Riverside', 'Village'];

// ---- hiring: what applicants, practices and interviewers write ----

export const APPLICATION_MESSAGES = [
  'Hello! I came across your posting and I think my experience would be a great fit. I am available for an interview most weekdays.',
  'I have worked in a busy family practice for several years and I am looking for a team that values patient education. I would love to talk.',
  'Your office sounds like the kind of place I want to grow in. My resume is attached to my profile; I can start with two weeks of notice.',
  'I am relocating to the area next month and your posting caught my eye. I am comfortable with digital charting and X-rays.',
  'I enjoy working with nervous patients and kids, and I am happy to cover Saturdays. Thank you for considering me!',
  'Experienced, reliable and great with scheduling. I would welcome the chance to meet the team.',
];

export const INVITATION_MESSAGES = [
  'Hi! We came across your resume and think you would be a great fit for our team. Would you consider applying?',
  'Your experience stood out to us. We are growing and would love to tell you more about this position.',
  'We are looking for someone with your skills. Apply if you are interested and we will reach out to schedule a visit.',
];

export const INTERVIEW_NOTES = [
  'Please bring a copy of your license and CPR card.',
  'You will meet our office manager and lead hygienist. Plan for about an hour.',
  'Wear scrubs: the working interview includes two patients with our team.',
  'We will send the video link by email the day before.',
  'Parking is free behind the building; check in at the front desk.',
];
