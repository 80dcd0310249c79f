// The resume as an employer reads it. Presentation only (no data calls, no dialogs), so the
// server-rendered public profile page can show it too without pulling in the editing code.
import { useState, type ReactNode } from 'react';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons';
import { positionLabel } from '@chairside/domain/positions';
import { ratingWords } from '@chairside/domain/review-rules';
import { DOW_KEYS, DOW_TEMP_KEYS, REGIONS, SPECIALTIES, type DowKey, type Resume, type StaffProfile } from '@chairside/domain/resume-profile';
import { dateRange, fullDay, hoursLabel, placeOf, SKILL_LEVELS, yearsLabel } from './resume-format';

export type ResumeViewSection = 'intro' | 'skills' | 'details' | 'specialties' | 'companies' | 'schools' | 'certs' | 'courses' | 'other' | 'availability';

type ResumeViewProps = {
  profile: StaffProfile;
  /** 1 when the resume is the page (public profile), 2 when it sits under the page's own title. */
  headingLevel?: 1 | 2;
  /** The owner's view: empty sections stay, saying so, with this to fill them. Without it they are left out. */
  emptyAction?: (section: ResumeViewSection) => ReactNode;
  /** Beside the photo: the owner's button to change it. */
  photoAction?: ReactNode;
  /** Id of the photo block (a link target). */
  photoId?: string;
  /** Small labels under the name; by default 'Willing to relocate' when it is so. */
  badges?: ReactNode;
};

export const DAY_LABELS: Record<DowKey, string> = {
  isDowSun: 'Sun',
  isDowMon: 'Mon',
  isDowTue: 'Tue',
  isDowWed: 'Wed',
  isDowThur: 'Thu',
  isDowFri: 'Fri',
  isDowSat: 'Sat',
  isDowSunTemp: 'Sun',
  isDowMonTemp: 'Mon',
  isDowTueTemp: 'Tue',
  isDowWedTemp: 'Wed',
  isDowThurTemp: 'Thu',
  isDowFriTemp: 'Fri',
  isDowSatTemp: 'Sat',
};
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const specialtyLabel = (code: string) => (Object.hasOwn(SPECIALTIES, code) ? SPECIALTIES[code as keyof typeof SPECIALTIES] : code);

function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The photo, or the person's initials in a circle. */
export function ResumePhoto({ name, src, size = 128 }: { name: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return <img className="resume-photo__image" src={src} alt={`Photo of ${name}`} width={size} height={size} onError={() => setFailed(true)} />;
  return (
    <span className="resume-photo__placeholder" style={{ width: size, height: size, fontSize: size / 2.8 }} role="img" aria-label={`${name} has no photo yet`}>
      {initialsOf(name)}
    </span>
  );
}

function SkillMeter({ score }: { score: number }) {
  return (
    <span className="resume-skill__meter" title={`${score} of 5: ${SKILL_LEVELS[score] ?? ''}`}>
      {[1, 2, 3, 4, 5].map((step) => (
        <span key={step} className={`resume-skill__dot${step <= score ? ' is-on' : ''}`} aria-hidden="true" />
      ))}
      <span className="resume-skill__score">
        {score}/5<span className="visually-hidden"> ({SKILL_LEVELS[score] ?? 'rated'})</span>
      </span>
    </span>
  );
}

function DayRow({ label, keys, profile }: { label: string; keys: readonly DowKey[]; profile: StaffProfile }) {
  const days = keys.filter((key) => profile.resume[key]);
  return (
    <div className="resume-days">
      <span className="resume-days__label">{label}</span>
      <ul className="resume-days__list" aria-label={`${label}: ${days.length === 0 ? 'no days' : days.map((key) => DAY_NAMES[keys.indexOf(key)]).join(', ')}`}>
        {keys.map((key) => (
          <li key={key} className={`resume-days__day${profile.resume[key] ? ' is-on' : ''}`} aria-hidden="true">
            {DAY_LABELS[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The whole resume: header with photo, then each section that has something (or, for the owner, every section). */
/** 'RDH · Texas · #123456': the type, where it was issued, and the number when the reader may see it. */
function licenseLine(resume: Resume): string | null {
  const parts = [
    resume.license,
    resume.licenseState ? ((REGIONS as Record<string, string>)[resume.licenseState] ?? resume.licenseState) : null,
    resume.licenseNumber ? `#${resume.licenseNumber}` : null,
  ];
  const shown = parts.filter((part): part is string => Boolean(part));
  return shown.length > 0 ? shown.join(' · ') : null;
}

export function ResumeView({ profile, headingLevel = 2, emptyAction, photoAction, photoId, badges }: ResumeViewProps) {
  const { resume } = profile;
  const Name = headingLevel === 1 ? 'h1' : 'h2';
  const Title = headingLevel === 1 ? 'h2' : 'h3';
  const owner = Boolean(emptyAction);
  const place = placeOf(profile.city, profile.state);

  const section = (key: ResumeViewSection, title: string, filled: boolean, content: () => ReactNode) => {
    if (!filled && !owner) return null;
    return (
      <section className={`resume-section resume-section--${key}`} aria-labelledby={`resume-${key}-title`}>
        <Title className="resume-section__title" id={`resume-${key}-title`}>
          {title}
        </Title>
        {filled ? content() : <p className="resume-section__empty">Not specified yet. {emptyAction?.(key)}</p>}
      </section>
    );
  };

  const facts: Array<{ label: string; value: string | null }> = [
    { label: 'License', value: licenseLine(resume) },
    { label: 'Years of service', value: resume.experience !== null && resume.experience > 0 ? yearsLabel(resume.experience) : null },
    { label: 'Salary requirement', value: resume.salary },
  ];
  // Practices' ratings (ADR 114), shown once a review of the person shows.
  const rating = profile.rating ? ratingWords(profile.rating) : null;
  if (rating) facts.push({ label: 'Rating', value: rating });
  const shownFacts = owner ? facts : facts.filter((fact) => fact.value);
  const verified = profile.verifiedCredentials ?? [];
  const shownBadges =
    badges ??
    (profile.isRelocate || profile.licenseVerified ? (
      <>
        {profile.isRelocate ? <span className="resume-badge">Willing to relocate</span> : null}
        {profile.licenseVerified ? (
          <span className="resume-badge resume-badge--verified" data-testid="profile-license-verified">
            License verified
          </span>
        ) : null}
        {verified.length > 0 ? (
          <small className="d-block" data-testid="profile-verified-credentials">
            Verified: {verified.map((item) => [item.label, item.state, item.number ? `#${item.number}` : null].filter(Boolean).join(' ')).join(', ')}
          </small>
        ) : null}
      </>
    ) : null);

  return (
    <article className="resume" aria-labelledby="resume-name">
      <header className="resume-head">
        <div className="resume-photo" id={photoId}>
          <ResumePhoto name={profile.name} src={profile.photoThumbnailUrl ?? profile.photoUrl} />
          {photoAction}
        </div>
        <div className="resume-head__text">
          <Name className="resume-head__name" id="resume-name">
            {profile.name}
          </Name>
          <p className="resume-head__position">{positionLabel(profile.position)}</p>
          {place ? (
            <p className="resume-head__place">
              <FontAwesomeIcon icon={faLocationDot} aria-hidden="true" className="me-1" />
              {place}
            </p>
          ) : null}
          {shownBadges ? <div className="resume-head__badges">{shownBadges}</div> : null}
        </div>
      </header>

      {section('intro', 'About', Boolean(resume.intro), () => (
        <p className="resume-intro">{resume.intro}</p>
      ))}

      {section('skills', 'Skills', resume.skills.length > 0, () => (
        <ul className="resume-skills">
          {resume.skills.map((skill) => (
            <li key={skill.id} className="resume-skill">
              <span className="resume-skill__name">{skill.name}</span>
              <SkillMeter score={skill.score} />
            </li>
          ))}
        </ul>
      ))}

      {section('details', 'Experience and pay', shownFacts.length > 0, () => (
        <dl className="resume-facts">
          {shownFacts.map((fact) => (
            <div key={fact.label} className="resume-facts__item">
              <dt>{fact.label}</dt>
              <dd className={fact.value ? undefined : 'resume-section__empty'}>{fact.value ?? 'Not specified'}</dd>
            </div>
          ))}
        </dl>
      ))}

      {section('specialties', 'Specialties', profile.specialties.length > 0, () => (
        <ul className="resume-tags">
          {profile.specialties.map((code) => (
            <li key={code}>{specialtyLabel(code)}</li>
          ))}
        </ul>
      ))}

      {section('companies', 'Work history', resume.companies.length > 0, () => (
        <ol className="resume-entries">
          {resume.companies.map((company) => (
            <li key={company.id} className="resume-entry">
              <p className="resume-entry__title">{company.title}</p>
              <p className="resume-entry__org">
                {company.nameHidden ? <span className="resume-entry__hidden">Current employer not shown</span> : company.name}
                {placeOf(company.city, company.state) ? <span className="resume-entry__place"> · {placeOf(company.city, company.state)}</span> : null}
              </p>
              <p className="resume-entry__dates">{dateRange(company.startDate, company.endDate, { current: company.endDate === null })}</p>
              {company.description ? <p className="resume-entry__text">{company.description}</p> : null}
            </li>
          ))}
        </ol>
      ))}

      {section('schools', 'Education', resume.schools.length > 0, () => (
        <ol className="resume-entries">
          {resume.schools.map((school) => (
            <li key={school.id} className="resume-entry">
              <p className="resume-entry__title">{school.name}</p>
              {school.degree || placeOf(school.city, school.state) ? (
                <p className="resume-entry__org">{[school.degree, placeOf(school.city, school.state)].filter(Boolean).join(' · ')}</p>
              ) : null}
              {dateRange(school.startDate, school.endDate) ? <p className="resume-entry__dates">{dateRange(school.startDate, school.endDate)}</p> : null}
            </li>
          ))}
        </ol>
      ))}

      {section('certs', 'Certifications', resume.certs.length > 0, () => (
        <ol className="resume-entries">
          {resume.certs.map((cert) => (
            <li key={cert.id} className="resume-entry">
              <p className="resume-entry__title">{cert.name}</p>
              {cert.issuer ? <p className="resume-entry__org">{cert.issuer}</p> : null}
              {cert.issuedDate || cert.expiresDate ? (
                <p className="resume-entry__dates">
                  {[cert.issuedDate ? `Issued ${fullDay(cert.issuedDate)}` : '', cert.expiresDate ? `Expires ${fullDay(cert.expiresDate)}` : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ))}

      {section('courses', 'Courses', resume.courses.length > 0, () => (
        <ol className="resume-entries">
          {resume.courses.map((course) => (
            <li key={course.id} className="resume-entry">
              <p className="resume-entry__title">{course.name}</p>
              {course.provider ? <p className="resume-entry__org">{course.provider}</p> : null}
              {course.completedDate || course.hours !== null ? (
                <p className="resume-entry__dates">
                  {[course.completedDate ? `Completed ${fullDay(course.completedDate)}` : '', course.hours !== null ? hoursLabel(course.hours) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ))}

      {section('other', 'Other achievements', Boolean(resume.other), () => (
        <p className="resume-intro">{resume.other}</p>
      ))}

      {section('availability', 'Availability', resume.dowTotal + resume.dowTotalTemp > 0 || resume.tempSummary !== null, () => (
        <div className="resume-availability">
          <DayRow label="Permanent" keys={DOW_KEYS} profile={profile} />
          <DayRow label="Temp" keys={DOW_TEMP_KEYS} profile={profile} />
          {resume.tempSummary ? (
            <div className="resume-days">
              <span className="resume-days__label">Temp shifts</span>
              <p className="resume-days__text" data-testid="resume-temp-summary">
                {resume.tempSummary}
              </p>
            </div>
          ) : null}
        </div>
      ))}
    </article>
  );
}
