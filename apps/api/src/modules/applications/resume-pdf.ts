import type { ApplicantContact } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import { DOW_KEYS, DOW_TEMP_KEYS, SPECIALTIES, type Resume, type StaffProfile } from '@chairside/domain/resume-profile';
import type { PdfBlock } from '../../platform/pdf-writer';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const span = (start: string | null, end: string | null, open = 'now') => [start ?? '', end ?? (start ? open : '')].filter(Boolean).join(' to ');
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(', ');

function days(resume: Resume, keys: readonly (keyof Resume)[]): string {
  return keys.flatMap((key, index) => (resume[key] === true ? [DAY_NAMES[index]] : [])).join(', ');
}

/** A resume as a practice the person applied to reads it, with how to reach them: the blocks of its PDF. */
export function resumePdfBlocks(profile: StaffProfile, contact: ApplicantContact): PdfBlock[] {
  const { resume } = profile;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: profile.name },
    { kind: 'text', text: joined(profile.position ? positionLabel(profile.position) : null, profile.city, profile.state) },
    { kind: 'text', text: joined(contact.email, contact.phone) },
  ];
  const section = (heading: string, items: PdfBlock[]) => {
    if (items.length > 0) blocks.push({ kind: 'heading', text: heading }, ...items);
  };
  const text = (value: string | null | undefined): PdfBlock[] => (value && value.trim() !== '' ? [{ kind: 'text', text: value }] : []);

  section('About', text(resume.intro));
  section('Details', [
    ...text(resume.experience === null ? null : `Years of service: ${resume.experience}`),
    ...text(resume.license ? `License: ${joined(resume.license, resume.licenseState, resume.licenseNumber ? `#${resume.licenseNumber}` : null)}` : null),
    ...text(resume.salary ? `Salary requirement: ${resume.salary}` : null),
    ...text(
      profile.specialties.length ? `Specialties: ${profile.specialties.map((code) => SPECIALTIES[code as keyof typeof SPECIALTIES] ?? code).join(', ')}` : null,
    ),
    ...text(days(resume, DOW_KEYS) ? `Available (permanent): ${days(resume, DOW_KEYS)}` : null),
    ...text(days(resume, DOW_TEMP_KEYS) ? `Available (temp): ${days(resume, DOW_TEMP_KEYS)}` : null),
    ...text(resume.tempSummary),
    ...text(profile.isRelocate ? 'Willing to relocate' : null),
  ]);
  section(
    'Experience',
    resume.companies.flatMap((company) => [
      { kind: 'bullet' as const, text: joined(company.title, company.nameHidden ? null : company.name, company.city, company.state) },
      { kind: 'note' as const, text: span(company.startDate, company.endDate) },
      ...text(company.description),
    ]),
  );
  section(
    'Education',
    resume.schools.flatMap((school) => [
      { kind: 'bullet' as const, text: joined(school.name, school.degree, school.city, school.state) },
      ...(span(school.startDate, school.endDate, '') ? [{ kind: 'note' as const, text: span(school.startDate, school.endDate, '') }] : []),
    ]),
  );
  section(
    'Certifications',
    resume.certs.map((cert) => ({
      kind: 'bullet' as const,
      text: joined(cert.name, cert.issuer, cert.issuedDate ? `issued ${cert.issuedDate}` : null, cert.expiresDate ? `expires ${cert.expiresDate}` : null),
    })),
  );
  section(
    'Courses',
    resume.courses.map((course) => ({ kind: 'bullet' as const, text: joined(course.name, course.provider) })),
  );
  section('Skills', text(resume.skills.map((skill) => skill.name).join(', ')));
  section('Other achievements', text(resume.other));
  return blocks.filter((block) => block.text.trim() !== '');
}
