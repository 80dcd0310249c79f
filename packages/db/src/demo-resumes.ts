import type { PositionCode } from '@chairside/domain/positions';
import type { SpecialtyCode } from '@chairside/domain/resume-profile';

/** Demo resume material per position: believable, invented, no real people or licence numbers. */
export const RESUME_MATERIAL: Record<
  PositionCode,
  {
    titles: string[];
    skills: string[];
    intros: string[];
    schools: { name: string; degree: string }[];
    certs: { name: string; issuer: string }[];
    specialties: SpecialtyCode[];
    salaries: string[];
    license: string | null;
  }
> = {
  DD: {
    titles: ['Associate Dentist', 'General Dentist', 'Lead Dentist'],
    skills: [
      'Treatment planning',
      'CAD/CAM (CEREC)',
      'Implant assisting',
      'Case presentation',
      'Local anesthesia',
      'Digital X-rays',
      'Endodontic assisting',
      'Patient education',
      'Dentrix',
      'Laser therapy',
    ],
    intros: [
      'General dentist focused on conservative, minimally invasive care and clear treatment plans patients understand.',
      'Associate dentist with a calm chairside manner, comfortable with anxious patients, implants and same-day crowns.',
      'Dentist who enjoys mentoring teams, building trust with families and growing a practice the right way.',
    ],
    schools: [
      { name: 'Midwestern University College of Dental Medicine', degree: 'DMD' },
      { name: 'University of the Pacific School of Dentistry', degree: 'DDS' },
      { name: 'Lakeshore University School of Dentistry', degree: 'DDS' },
    ],
    certs: [
      { name: 'CPR/BLS for Healthcare Providers', issuer: 'American Heart Association' },
      { name: 'Moderate Sedation Permit', issuer: 'State Board of Dentistry' },
    ],
    specialties: ['GEN', 'ENDO', 'PROST', 'SURG', 'COSM'],
    salaries: ['$180,000/year', '30% of collections', 'Negotiable', '$700/day'],
    license: 'DDS',
  },
  DH: {
    titles: ['Registered Dental Hygienist', 'Dental Hygienist', 'Lead Hygienist'],
    skills: [
      'Scaling and root planing',
      'Periodontal charting',
      'Local anesthesia',
      'Digital X-rays',
      'Sealants',
      'Fluoride application',
      'Patient education',
      'Laser therapy',
      'Dentrix',
      'Eaglesoft',
      'Intraoral camera',
    ],
    intros: [
      'Registered dental hygienist who loves periodontal care and helping patients leave happier than they came in.',
      'Gentle, thorough hygienist with years in busy family practices; calm with children and nervous adults alike.',
      'Hygienist focused on prevention, clear home-care coaching and accurate charting that makes doctors faster.',
    ],
    schools: [
      { name: 'Harper College', degree: 'AAS Dental Hygiene' },
      { name: 'Valley Community College', degree: 'AAS Dental Hygiene' },
      { name: 'State University', degree: 'BS Dental Hygiene' },
    ],
    certs: [
      { name: 'CPR/BLS for Healthcare Providers', issuer: 'American Heart Association' },
      { name: 'Local Anesthesia Certification', issuer: 'State Board of Dentistry' },
      { name: 'Nitrous Oxide Monitoring', issuer: 'State Board of Dentistry' },
    ],
    specialties: ['GEN', 'PERIO', 'PEDO', 'ORTHO'],
    salaries: ['$45/hour', '$48/hour', '$52/hour', 'Negotiable'],
    license: 'RDH',
  },
  DA: {
    titles: ['Dental Assistant', 'Registered Dental Assistant', 'Expanded Function Dental Assistant', 'Lead Assistant'],
    skills: [
      'Four-handed dentistry',
      'Chairside assisting',
      'Sterilization and infection control',
      'Digital X-rays',
      'Impressions',
      'Temporary crowns',
      'iTero scanning',
      'Coronal polishing',
      'Dentrix',
      'OSHA compliance',
      'Spanish (bilingual)',
    ],
    intros: [
      'Dental assistant who keeps the operatory one step ahead of the doctor and patients at ease.',
      'Expanded function assistant with crown-and-bridge, scanning and sterilization experience in fast practices.',
      'Friendly, organized assistant who takes pride in spotless sterilization and warm patient care.',
    ],
    schools: [
      { name: 'Everest Institute', degree: 'Dental Assisting Certificate' },
      { name: 'City Colleges', degree: 'Dental Assisting Diploma' },
    ],
    certs: [
      { name: 'Certified Dental Assistant (CDA)', issuer: 'Dental Assisting National Board' },
      { name: 'Radiation Health and Safety', issuer: 'Dental Assisting National Board' },
      { name: 'CPR/BLS for Healthcare Providers', issuer: 'American Heart Association' },
    ],
    specialties: ['GEN', 'ORTHO', 'PEDO', 'SURG', 'EXPND', 'STERI'],
    salaries: ['$22/hour', '$24/hour', '$26/hour', 'Negotiable'],
    license: null,
  },
  FO: {
    titles: ['Front Office Coordinator', 'Office Manager', 'Treatment Coordinator', 'Insurance Coordinator'],
    skills: [
      'Scheduling',
      'Insurance verification',
      'Insurance billing',
      'Collections',
      'Front desk reception',
      'Case presentation',
      'Dentrix',
      'Eaglesoft',
      'Open Dental',
      'HIPAA compliance',
      'Spanish (bilingual)',
    ],
    intros: [
      'Front office lead who keeps the schedule full, claims clean and patients welcomed by name.',
      'Office manager with a head for numbers and a heart for patients; I run tight, friendly front desks.',
      'Treatment coordinator who explains options plainly and helps patients say yes to the care they need.',
    ],
    schools: [
      { name: 'Community College', degree: 'AA Business Administration' },
      { name: 'Career Institute', degree: 'Medical Office Administration Certificate' },
    ],
    certs: [{ name: 'Dental Business Professional', issuer: 'American Association of Dental Office Management' }],
    specialties: ['MANAG', 'RECEP', 'BILL', 'INSUR', 'TREAT', 'SCHED'],
    salaries: ['$21/hour', '$24/hour', '$55,000/year', 'Negotiable'],
    license: null,
  },
  LT: {
    titles: ['Dental Lab Technician', 'Ceramist', 'CAD/CAM Technician'],
    skills: ['Crown and bridge fabrication', 'Denture fabrication', 'CAD/CAM (CEREC)', 'Lab case management', 'iTero scanning'],
    intros: [
      'Lab technician with an eye for shade and contour; crowns that seat the first time.',
      'CAD/CAM technician comfortable with digital workflows from scan to mill to stain and glaze.',
    ],
    schools: [{ name: 'Technical College', degree: 'Dental Laboratory Technology Certificate' }],
    certs: [{ name: 'Certified Dental Technician (CDT)', issuer: 'National Board for Certification in Dental Laboratory Technology' }],
    specialties: ['PROST', 'COSM', 'OTHER'],
    salaries: ['$25/hour', '$28/hour', 'Negotiable'],
    license: null,
  },
  SR: {
    titles: ['Territory Sales Representative', 'Equipment Specialist', 'Practice Consultant'],
    skills: ['Case presentation', 'Patient education', 'CAD/CAM (CEREC)', 'Open Dental', 'Dentrix', 'Lab case management'],
    intros: [
      'Sales representative who knows the operatory from the inside and helps practices choose equipment that pays off.',
      'Practice consultant with a clinical background, at home with doctors, managers and the numbers.',
    ],
    schools: [{ name: 'State University', degree: 'BA Communications' }],
    certs: [{ name: 'Certified Medical Sales Representative', issuer: 'Sales training institute' }],
    specialties: ['OTHER'],
    salaries: ['$70,000/year plus commission', 'Negotiable'],
    license: null,
  },
};

export const OTHER_ACHIEVEMENTS = [
  'Employee of the year; trained three new team members.',
  'Volunteer at a free community dental clinic twice a year.',
  'Led the switch to digital charting and paperless intake.',
  'Bilingual English/Spanish; patient satisfaction scores above 95%.',
  'Mission trip volunteer providing care in rural communities.',
];

export const COURSES = [
  { name: 'Infection Control Update', provider: 'State Dental Association' },
  { name: 'Managing Medical Emergencies in the Dental Office', provider: 'Dental CE Online' },
  { name: 'Digital Radiography Best Practices', provider: 'Dental CE Online' },
  { name: 'Ergonomics for Dental Professionals', provider: 'Chairside Learning' },
  { name: 'Dental Coding and Insurance Essentials', provider: 'Practice Management Institute' },
];

export const DUTIES = [
  'Cared for 8 to 10 patients a day in a busy general practice.',
  'Kept the schedule, sterilization and supplies running smoothly.',
  'Worked with the doctor on treatment plans and patient follow-up.',
  'Trained new team members on software and office protocols.',
];
