// The section headings of a resume, in the many words people use for them, and the resume cut
// into its sections.
import type { ResumeLine } from './resume-lines';

export type SectionKind = 'summary' | 'experience' | 'education' | 'credentials' | 'skills' | 'courses' | 'achievements' | 'ignored';

const HEADINGS: Record<Exclude<SectionKind, 'ignored'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'summary of qualifications',
    'qualifications summary',
    'profile',
    'professional profile',
    'career profile',
    'objective',
    'career objective',
    'professional objective',
    'about me',
    'about',
    'introduction',
    'personal statement',
    'overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'work history',
    'employment history',
    'employment',
    'employment experience',
    'clinical experience',
    'dental experience',
    'relevant experience',
    'related experience',
    'career history',
    'professional history',
    'positions held',
    'experience and employment',
    'work',
    'career experience',
    'professional employment',
    'practice experience',
    'clinical and professional experience',
  ],
  education: [
    'education',
    'education and training',
    'educational background',
    'academic background',
    'academics',
    'training',
    'education and credentials',
    'schooling',
    'dental education',
    'professional education',
    'degrees',
  ],
  credentials: [
    'licenses',
    'license',
    'licensure',
    'licenses and certifications',
    'licensure and certifications',
    'certifications and licenses',
    'certifications and licensure',
    'certifications',
    'certification',
    'certificates',
    'credentials',
    'professional licenses',
    'licenses and permits',
    'permits',
    'licenses certifications and permits',
    'certifications and permits',
    'registrations',
    'licensure and registration',
    'licenses and credentials',
  ],
  skills: [
    'skills',
    'clinical skills',
    'technical skills',
    'key skills',
    'core skills',
    'professional skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'skills and abilities',
    'skills and qualifications',
    'qualifications',
    'software',
    'computer skills',
    'software skills',
    'dental software',
    'skills and software',
    'practice management software',
    'languages',
    'language skills',
    'highlights',
    'strengths',
    'special skills',
    'additional skills',
    'clinical competencies',
  ],
  courses: [
    'continuing education',
    'continuing education courses',
    'ce courses',
    'ce',
    'professional development',
    'courses',
    'additional training',
    'continuing dental education',
    'seminars',
    'courses and seminars',
  ],
  achievements: [
    'awards',
    'honors',
    'honors and awards',
    'awards and honors',
    'achievements',
    'accomplishments',
    'awards and achievements',
    'professional affiliations',
    'affiliations',
    'memberships',
    'professional memberships',
    'associations',
    'professional associations',
    'organizations',
    'leadership',
  ],
};
const IGNORED = [
  'references',
  'references available upon request',
  'interests',
  'hobbies',
  'hobbies and interests',
  'personal',
  'volunteer',
  'volunteer experience',
  'volunteering',
  'community service',
  'community involvement',
  'contact',
  'contact information',
  'publications',
  'presentations',
  'research',
  'activities',
  'additional information',
];

const KIND_OF = new Map<string, SectionKind>([
  ...Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name) => [name, kind as SectionKind] as const)),
  ...IGNORED.map((name) => [name, 'ignored'] as const),
]);

/** A heading's words: "LICENSES & CERTIFICATIONS:" and "L I C E N S E S" read "licenses and certifications", "licenses". */
export function headingKey(text: string): string {
  const spacedOut = /^(?:\p{L} ){2,}\p{L}$/u.test(text.trim());
  const joined = spacedOut ? text.replace(/ /g, '') : text;
  return joined
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line heads when it is a heading on its own ("EXPERIENCE", "Licenses & Certifications:"). */
export function headingOf(line: ResumeLine): SectionKind | null {
  if (line.bullet || line.text.length > 60) return null;
  return KIND_OF.get(headingKey(line.text)) ?? null;
}

/** A heading followed by its content on the same line ("Skills: Dentrix, Eaglesoft"): the kind and the content. */
export function inlineHeadingOf(line: ResumeLine): { kind: SectionKind; heading: string; rest: string } | null {
  const colon = /^([^:]{2,40}):\s*(.+)$/.exec(line.text);
  if (!colon || line.bullet) return null;
  // Both groups always take part in a match.
  const [, heading = '', rest = ''] = colon;
  const kind = KIND_OF.get(headingKey(heading));
  return kind ? { kind, heading: heading.trim(), rest: rest.trim() } : null;
}

export type TextSection = { kind: SectionKind; heading: string; lines: ResumeLine[] };
export type ResumeSections = {
  /** The lines before the first heading: name, contact details, often a credential. */
  header: ResumeLine[];
  sections: TextSection[];
};

/**
 * The resume cut at its headings. A heading with its content on the same line ("Software:
 * Dentrix, Eaglesoft") is a section of that one line, and the lines after it stay in the section
 * they were in. A kind named twice ("Experience" again on page 2) has both parts.
 */
export function splitSections(lines: readonly ResumeLine[]): ResumeSections {
  const result: ResumeSections = { header: [], sections: [] };
  let current: TextSection | null = null;
  for (const line of lines) {
    const kind = headingOf(line);
    const inline = kind ? null : inlineHeadingOf(line);
    if (kind) {
      current = { kind, heading: line.text.replace(/:$/, '').trim(), lines: [] };
      result.sections.push(current);
    } else if (inline) {
      result.sections.push({ kind: inline.kind, heading: inline.heading, lines: [{ text: inline.rest, bullet: false }] });
    } else if (current) current.lines.push(line);
    else result.header.push(line);
  }
  return result;
}

/** Every line of the sections of one kind, in order. */
export function linesOf(sections: ResumeSections, kind: SectionKind): ResumeLine[] {
  return sections.sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}
