// A resume's text lines read into a draft profile: contact details, intro, position, license,
// skills, jobs, schools, certifications, courses and other achievements. Pure: the file is read
// elsewhere (the API), and nothing is saved until the person has reviewed the draft.
import type { PositionCode } from '../positions';
import type { DraftCompany, ResumeDraft } from '../resume-import';
import { EXPERIENCE_MAX_YEARS, INTRO_MAX_LENGTH, RESUME_LIMITS, TEXT_MAX_LENGTH } from '../resume-profile-rules';
import { contactDetailsOf } from './contact-details';
import { readCourses } from './courses';
import { readCredentials } from './credentials';
import { CREDENTIALS, positionOfTitle } from './dental-terms';
import { readEducation } from './education';
import { linesOf, splitSections } from './resume-headings';
import { toResumeLines, type ResumeLine } from './resume-lines';
import { readSkills } from './skills';
import { readWorkHistory } from './work-history';

/** Text cut at the last sentence end before `max` characters (or at `max` when none is near). */
function cutAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, max - 1).trimEnd()}…`;
}

/** The summary's lines as one paragraph. */
function introOf(lines: readonly ResumeLine[]): string | null {
  const text = lines
    .map((line) => line.text.replace(/\t/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? cutAtSentence(text, INTRO_MAX_LENGTH) : null;
}

/** Awards, honors and memberships, one a line. */
function otherOf(lines: readonly ResumeLine[]): string | null {
  const text = lines
    .map((line) => line.text.replace(/\t/g, ', '))
    .join('\n')
    .trim();
  return text ? cutAtSentence(text, TEXT_MAX_LENGTH) : null;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** Whole years worked: the months of every dated job, overlapping months counted once. */
export function yearsOfService(companies: readonly DraftCompany[], today: string): number | null {
  const months = new Set<number>();
  const now = monthIndex(today);
  for (const company of companies) {
    if (!company.startDate) continue;
    const end = company.endDate ? monthIndex(company.endDate) : now;
    for (let month = monthIndex(company.startDate); month <= Math.min(end, now); month++) months.add(month);
  }
  if (!companies.some((company) => company.startDate)) return null;
  return Math.min(EXPERIENCE_MAX_YEARS, Math.floor(months.size / 12));
}

/** The position: a credential after the name, else the license, else the latest job's title. */
function positionOf(credentials: readonly string[], license: string | null, companies: readonly DraftCompany[]): PositionCode | null {
  const positionNamed = (word: string) => (Object.hasOwn(CREDENTIALS, word) ? CREDENTIALS[word] : undefined);
  for (const credential of credentials) {
    const position = positionNamed(credential);
    if (position) return position;
  }
  const licensed = license ? positionNamed(license) : undefined;
  if (licensed) return licensed;
  const latest = [...companies].sort(
    (a, b) => (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999') || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
  )[0];
  return latest ? positionOfTitle(latest.title) : null;
}

/**
 * The draft profile of a resume's text lines (as read from a PDF's pages or a Word document's
 * paragraphs). `today` (YYYY-MM-DD) ends the jobs written as going on ("Present").
 */
export function draftResume(rawLines: readonly string[], today: string): ResumeDraft {
  const lines = toResumeLines(rawLines);
  const resume = splitSections(lines);
  const contact = contactDetailsOf(resume.sections.length > 0 ? resume.header : lines.slice(0, 8));
  const companies = readWorkHistory(linesOf(resume, 'experience'), today).slice(0, RESUME_LIMITS.companies);
  const { license, certs } = readCredentials(linesOf(resume, 'credentials'), contact.credentials);
  const wholeText = lines.map((line) => line.text).join('\n');
  return {
    intro: introOf(linesOf(resume, 'summary')),
    phone: contact.phone,
    zip: contact.zip,
    position: positionOf(contact.credentials, license?.license ?? null, companies),
    license: license?.license ?? null,
    licenseState: license?.licenseState ?? null,
    licenseNumber: license?.licenseNumber ?? null,
    experience: yearsOfService(companies, today),
    other: otherOf(linesOf(resume, 'achievements')),
    skills: readSkills(linesOf(resume, 'skills'), wholeText),
    companies,
    schools: readEducation(linesOf(resume, 'education'), today).slice(0, RESUME_LIMITS.schools),
    certs: certs.slice(0, RESUME_LIMITS.certs),
    courses: readCourses(linesOf(resume, 'courses')).slice(0, RESUME_LIMITS.courses),
    sections: [...new Set(resume.sections.filter((section) => section.kind !== 'ignored').map((section) => section.heading))],
  };
}
