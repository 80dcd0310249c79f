import type { MatchQuestion } from '@chairside/domain/match-criteria';
import { MATCH_DAYS, MATCH_DAY_LABELS, MATCH_LIMITS } from '@chairside/domain/match-rules';
import { DENTAL_SKILLS } from '@chairside/domain/resume-profile-rules';

/** Certifications dental practices ask for most; the criteria editor offers them as suggestions. */
export const DENTAL_CERTIFICATIONS = [
  'CPR/BLS',
  'Dental radiography',
  'Certified Dental Assistant (CDA)',
  'Expanded Function Dental Assistant (EFDA)',
  'Registered Dental Hygienist (RDH)',
  'Local anesthesia',
  'Nitrous oxide',
  'Coronal polishing',
  'Infection control (ICE)',
  'Pit and fissure sealants',
];

/** GET lists/match-questions: the questions the match criteria editor asks, in order. */
export const MATCH_QUESTIONS: MatchQuestion[] = [
  {
    key: 'certifications',
    question: 'Which certifications should candidates hold?',
    help: 'A certification counts when the resume lists it and it has not expired.',
    answer: 'names',
    suggestions: DENTAL_CERTIFICATIONS,
    options: [],
  },
  {
    key: 'experience',
    question: 'How many years of experience?',
    help: `A minimum, a maximum or both, from 0 to ${MATCH_LIMITS.experienceMaxYears} years.`,
    answer: 'range',
    suggestions: [],
    options: [],
  },
  {
    key: 'skills',
    question: 'Which skills should candidates have?',
    help: 'A skill counts when the resume lists it.',
    answer: 'names',
    suggestions: [...DENTAL_SKILLS],
    options: [],
  },
  {
    key: 'days',
    question: 'Which days must candidates be available?',
    help: 'Temp postings compare the days people marked available for temp work.',
    answer: 'days',
    suggestions: [],
    options: MATCH_DAYS.map((day) => ({ value: day, label: MATCH_DAY_LABELS[day] })),
  },
  {
    key: 'distance',
    question: 'How far from the office may candidates live?',
    help: `In miles, from 1 to ${MATCH_LIMITS.distanceMaxMiles}. People willing to relocate count as near.`,
    answer: 'miles',
    suggestions: [],
    options: [],
  },
  {
    key: 'pay',
    question: 'What pay do you offer?',
    help: 'A candidate matches when their salary requirement is at or below the top of your range (or they gave no amount).',
    answer: 'pay',
    suggestions: [],
    options: [
      { value: 'HOUR', label: 'An hour' },
      { value: 'YEAR', label: 'A year' },
    ],
  },
];
