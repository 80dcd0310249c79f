import {
  CertInputSchema,
  CompanyInputSchema,
  CourseInputSchema,
  DENTAL_SKILLS,
  SchoolInputSchema,
  SkillInputSchema,
  type Cert,
  type Company,
  type Course,
  type School,
  type Skill,
} from '@chairside/domain/resume-profile';
import { skillsAdviceText } from './completeness';
import { dateRange, fullDay, hoursLabel, placeOf, SKILL_LEVELS, SKILL_SCALE_HINT } from './resume-format';
import { valuesToInput, type FormValues, type ListConfig, type ListField } from './resume-list-form';

const text = (value: string | null | undefined) => value ?? '';

function Entry({ title, lines }: { title: string; lines: Array<string | null | undefined | false> }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  return (
    <>
      <p className="profile-edit-list__title">{title}</p>
      {shown.map((line) => (
        <p key={line} className="profile-edit-list__detail">
          {line}
        </p>
      ))}
    </>
  );
}

const SKILL_FIELDS: ListField[] = [
  {
    name: 'name',
    label: 'Skill',
    kind: 'text',
    required: true,
    maxLength: 100,
    suggestions: DENTAL_SKILLS,
    hint: 'A tool, procedure or strength, e.g. Dentrix or Digital X-rays.',
  },
  { name: 'score', label: 'How strong are you at it?', kind: 'score', required: true, hint: SKILL_SCALE_HINT },
];

export const SKILLS_CONFIG: ListConfig<'skills'> = {
  section: 'skills',
  anchor: 'skills',
  title: 'Skills',
  noun: 'skill',
  lead: 'Software, procedures and strengths, each with how strong you are at it. Good to apply: 5 skills and an intro.',
  countNote: skillsAdviceText,
  empty: 'No skills yet. Add the skills you use every day.',
  fields: SKILL_FIELDS,
  schema: SkillInputSchema,
  toValues: (skill: Skill | null) => ({ name: text(skill?.name), score: String(skill?.score ?? 1) }),
  toInput: (values) => valuesToInput(SKILL_FIELDS, values),
  nameOf: (skill) => skill.name,
  render: (skill) => <Entry title={skill.name} lines={[`${skill.score}/5 · ${SKILL_LEVELS[skill.score] ?? ''}`]} />,
};

const COMPANY_FIELDS: ListField[] = [
  { name: 'name', label: 'Practice or company', kind: 'text', required: true, maxLength: 150, autoComplete: 'organization' },
  { name: 'title', label: 'Job title', kind: 'text', required: true, maxLength: 100, autoComplete: 'organization-title' },
  { name: 'city', label: 'City', kind: 'text', half: true, maxLength: 100 },
  { name: 'state', label: 'State or province', kind: 'state', half: true },
  { name: 'startDate', label: 'Start date', kind: 'date', required: true, half: true },
  { name: 'endDate', label: 'End date', kind: 'date', required: true, half: true, hiddenWhen: (values) => values.current === true },
  { name: 'current', label: 'I work here now', kind: 'check' },
  { name: 'description', label: 'What you did there', kind: 'textarea', maxLength: 2000 },
];

export const COMPANIES_CONFIG: ListConfig<'companies'> = {
  section: 'companies',
  anchor: 'companies',
  title: 'Work history',
  noun: 'job',
  lead: 'The practices and companies you have worked for, most recent first.',
  empty: 'No work history yet. Add the practices you have worked at.',
  fields: COMPANY_FIELDS,
  schema: CompanyInputSchema,
  toValues: (company: Company | null) => ({
    name: text(company?.name),
    title: text(company?.title),
    city: text(company?.city),
    state: text(company?.state),
    startDate: text(company?.startDate),
    endDate: text(company?.endDate),
    current: company !== null && company.endDate === null,
    description: text(company?.description),
  }),
  check: (values: FormValues) => ({
    ...(String(values.startDate ?? '').trim() === '' ? { startDate: 'Enter the start date.' } : {}),
    ...(values.current !== true && String(values.endDate ?? '').trim() === '' ? { endDate: 'Enter the end date, or tick “I work here now”.' } : {}),
  }),
  toInput: (values) => {
    const input = valuesToInput(COMPANY_FIELDS, values);
    return values.current === true ? { ...input, endDate: null } : input;
  },
  nameOf: (company) => `${company.title} at ${company.name}`,
  render: (company) => (
    <Entry
      title={`${company.title}, ${company.name}`}
      lines={[placeOf(company.city, company.state), dateRange(company.startDate, company.endDate, { current: company.endDate === null })]}
    />
  ),
};

const SCHOOL_FIELDS: ListField[] = [
  { name: 'name', label: 'School', kind: 'text', required: true, maxLength: 150 },
  { name: 'degree', label: 'Degree or program', kind: 'text', maxLength: 100 },
  { name: 'city', label: 'City', kind: 'text', half: true, maxLength: 100 },
  { name: 'state', label: 'State or province', kind: 'state', half: true },
  { name: 'startDate', label: 'Start date', kind: 'date', half: true },
  { name: 'endDate', label: 'End date', kind: 'date', half: true },
];

export const SCHOOLS_CONFIG: ListConfig<'schools'> = {
  section: 'schools',
  anchor: 'schools',
  title: 'Education',
  noun: 'school',
  lead: 'Schools, colleges and programs.',
  empty: 'No schools yet. Add where you studied.',
  fields: SCHOOL_FIELDS,
  schema: SchoolInputSchema,
  toValues: (school: School | null) => ({
    name: text(school?.name),
    degree: text(school?.degree),
    city: text(school?.city),
    state: text(school?.state),
    startDate: text(school?.startDate),
    endDate: text(school?.endDate),
  }),
  toInput: (values) => valuesToInput(SCHOOL_FIELDS, values),
  nameOf: (school) => school.name,
  render: (school) => (
    <Entry
      title={school.name}
      lines={[[school.degree, placeOf(school.city, school.state)].filter(Boolean).join(' · '), dateRange(school.startDate, school.endDate)]}
    />
  ),
};

const CERT_FIELDS: ListField[] = [
  { name: 'name', label: 'Certification', kind: 'text', required: true, maxLength: 150, hint: 'e.g. CPR/BLS, Radiology, Coronal Polishing.' },
  { name: 'issuer', label: 'Issued by', kind: 'text', maxLength: 150 },
  { name: 'issuedDate', label: 'Issue date', kind: 'date', half: true },
  { name: 'expiresDate', label: 'Expiry date', kind: 'date', half: true },
];

export const CERTS_CONFIG: ListConfig<'certs'> = {
  section: 'certs',
  anchor: 'certs',
  title: 'Certifications',
  noun: 'certification',
  lead: 'Licenses aside, the certificates you hold.',
  empty: 'No certifications yet.',
  fields: CERT_FIELDS,
  schema: CertInputSchema,
  toValues: (cert: Cert | null) => ({
    name: text(cert?.name),
    issuer: text(cert?.issuer),
    issuedDate: text(cert?.issuedDate),
    expiresDate: text(cert?.expiresDate),
  }),
  toInput: (values) => valuesToInput(CERT_FIELDS, values),
  nameOf: (cert) => cert.name,
  render: (cert) => (
    <Entry
      title={cert.name}
      lines={[
        cert.issuer,
        [cert.issuedDate ? `Issued ${fullDay(cert.issuedDate)}` : '', cert.expiresDate ? `Expires ${fullDay(cert.expiresDate)}` : '']
          .filter(Boolean)
          .join(' · '),
      ]}
    />
  ),
};

const COURSE_FIELDS: ListField[] = [
  { name: 'name', label: 'Course', kind: 'text', required: true, maxLength: 150 },
  { name: 'provider', label: 'Provider', kind: 'text', maxLength: 150 },
  { name: 'completedDate', label: 'Completed on', kind: 'date', half: true },
  { name: 'hours', label: 'Hours (CE credits)', kind: 'number', half: true, step: '0.25', min: '0.25', max: '1000' },
];

export const COURSES_CONFIG: ListConfig<'courses'> = {
  section: 'courses',
  anchor: 'courses',
  title: 'Courses',
  noun: 'course',
  lead: 'Continuing education and other courses.',
  empty: 'No courses yet.',
  fields: COURSE_FIELDS,
  schema: CourseInputSchema,
  toValues: (course: Course | null) => ({
    name: text(course?.name),
    provider: text(course?.provider),
    completedDate: text(course?.completedDate),
    hours: course?.hours === null || course?.hours === undefined ? '' : String(course.hours),
  }),
  toInput: (values) => valuesToInput(COURSE_FIELDS, values),
  nameOf: (course) => course.name,
  render: (course) => (
    <Entry
      title={course.name}
      lines={[
        course.provider,
        [course.completedDate ? `Completed ${fullDay(course.completedDate)}` : '', course.hours !== null ? hoursLabel(course.hours) : '']
          .filter(Boolean)
          .join(' · '),
      ]}
    />
  ),
};
