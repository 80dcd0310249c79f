import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../components/icon';
import { faBriefcase } from '@fortawesome/free-solid-svg-icons/faBriefcase';
import { faGraduationCap } from '@fortawesome/free-solid-svg-icons/faGraduationCap';
import { faUserDoctor } from '@fortawesome/free-solid-svg-icons/faUserDoctor';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { POSITIONS, type PositionCode } from '@chairside/domain/positions';
import { PageMeta } from '../lib/page-meta';
import { useAuth } from '../lib/auth-context';
import { JOB_DIRECTORIES, NAV_CATEGORIES } from '../components/layout/nav-links';
import { formatDate, useReaderTimeZone } from '../lib/dates';
import { useLatestJobs } from './home-data';
import { useReadyMark } from '../components/form/ready-mark';

// Site paths here are written absolute by the document, from the configured public origin.
const STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      '@id': '/#organization',
      name: 'Chairside',
      url: '/',
      logo: '/icons/icon-512.png',
      description: 'The job board and hiring site for the dental industry.',
    },
    {
      '@type': 'WebSite',
      '@id': '/#website',
      name: 'Chairside',
      url: '/',
      inLanguage: 'en-US',
      publisher: { '@id': '/#organization' },
    },
  ],
};

const POSITION_OPTIONS = Object.entries(POSITIONS) as [PositionCode, string][];

/** A US ZIP code (ZIP+4 is cut to 5 digits) or a Canadian postal code (cut to its area, e.g. 'M5V'); null if neither. */
export function normalizeZip(input: string): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d{5}(-?\d{4})?$/.test(value)) return value.slice(0, 5);
  if (/^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(value)) return value.slice(0, 3);
  return null;
}

type QuickSearchErrors = { position?: string; zip?: string };

/** Position (one, or ANY for every position) + ZIP: goes to the job search screen (the public one for visitors, the app's when signed in). */
function QuickJobSearch() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const [position, setPosition] = useState('');
  const [zip, setZip] = useState('');
  const [errors, setErrors] = useState<QuickSearchErrors>({});
  const positionRef = useRef<HTMLSelectElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useReadyMark(formRef);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalizedZip = normalizeZip(zip);
    const found: QuickSearchErrors = {
      position: position ? undefined : 'Choose a position.',
      zip: normalizedZip ? undefined : 'Enter a 5-digit ZIP code (or a Canadian postal code).',
    };
    setErrors(found);
    if (found.position) return positionRef.current?.focus();
    if (found.zip || !normalizedZip) return zipRef.current?.focus();
    // Visitors search on the public search page; signed-in people in the app.
    const base = status === 'signed-in' ? '/app/search-jobs' : '/dental-jobs/search';
    navigate(`${base}/${position}/${encodeURIComponent(normalizedZip)}`);
  };

  return (
    <form ref={formRef} id="job-search" className="cs-quick-search" noValidate onSubmit={onSubmit} aria-labelledby="job-search-title">
      <h2 id="job-search-title" className="cs-quick-search__title">
        Search dental jobs
      </h2>
      <div className="mb-3">
        <label htmlFor="quick-search-position" className="form-label">
          Position
        </label>
        <select
          id="quick-search-position"
          ref={positionRef}
          className={`form-select form-select-lg${errors.position ? ' is-invalid' : ''}`}
          value={position}
          onChange={(event) => {
            setPosition(event.target.value);
            setErrors((current) => ({ ...current, position: undefined }));
          }}
          aria-invalid={errors.position ? true : undefined}
          aria-describedby={errors.position ? 'quick-search-position-error' : undefined}
        >
          <option value="">Choose a position</option>
          {POSITION_OPTIONS.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
          <option value="ANY">All Positions</option>
        </select>
        {errors.position && (
          <div id="quick-search-position-error" className="invalid-feedback">
            {errors.position}
          </div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor="quick-search-zip" className="form-label">
          ZIP code
        </label>
        <input
          id="quick-search-zip"
          ref={zipRef}
          className={`form-control form-control-lg${errors.zip ? ' is-invalid' : ''}`}
          value={zip}
          onChange={(event) => {
            setZip(event.target.value);
            setErrors((current) => ({ ...current, zip: undefined }));
          }}
          autoComplete="postal-code"
          placeholder="e.g. 90210"
          maxLength={10}
          aria-invalid={errors.zip ? true : undefined}
          aria-describedby={errors.zip ? 'quick-search-zip-error' : undefined}
        />
        {errors.zip && (
          <div id="quick-search-zip-error" className="invalid-feedback">
            {errors.zip}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100">
        Search Jobs
      </button>
    </form>
  );
}

type Audience = {
  id: string;
  title: string;
  text: string;
  icon: IconDefinition;
  cta: { label: string; to: string };
  more: { label: string; to: string };
};

const AUDIENCES: Audience[] = [
  {
    id: 'seekers',
    title: 'For job seekers',
    text: 'Build your resume profile once, take free assessments, track your CE’s and apply in a few clicks. Public profiles get hired twice as fast.',
    icon: faUserDoctor,
    cta: { label: 'Create a free profile', to: '/dental-jobs/register/staff/' },
    more: { label: 'Jobseeker Toolkit', to: '/jobseeker-toolkit/' },
  },
  {
    id: 'employers',
    title: 'For employers',
    text: 'Post permanent and temp jobs, search resumes, message candidates directly and manage every application in one place.',
    icon: faBriefcase,
    cta: { label: 'Create an employer account', to: '/dental-jobs/register/employer/' },
    more: { label: 'Products & pricing', to: '/dental-hiring-products/' },
  },
  {
    id: 'students',
    title: 'For students',
    text: 'Starting out in dentistry? Learn what each role pays and needs, and find the first job that fits your training.',
    icon: faGraduationCap,
    cta: { label: 'Join as a student', to: '/dental-jobs/register/' },
    more: { label: 'Student resources', to: '/dental-students/' },
  },
];

const countText = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A role's live count beside its link, once known. */
function RoleCount({ path }: { path: string }) {
  const count = useLatestJobs().data?.roles.find((role) => role.path === path)?.count;
  return count === undefined ? null : <span className="cs-role__count"> ({count.toLocaleString('en-US')})</span>;
}

/** How many jobs are open, and the newest postings, each linking to its page (rendered on the server). */
function LatestJobs() {
  const latest = useLatestJobs();
  const zone = useReaderTimeZone();
  if (!latest.data || latest.data.jobs.length === 0) return null;
  const { total, jobs } = latest.data;
  return (
    <section className="cs-section cs-latest-jobs" aria-labelledby="latest-jobs-title">
      <div className="container-xl">
        <p className="cs-latest-jobs__count">{countText(total, 'open job', 'open jobs')} in dental offices right now</p>
        <h2 id="latest-jobs-title" className="cs-section__title">
          Newest dental jobs
        </h2>
        <ul className="cs-latest-jobs__list">
          {jobs.map((job) => (
            <li key={job.id} className="cs-latest-jobs__item">
              <Link to={job.path} className="cs-latest-jobs__title">
                {job.title}
              </Link>
              <span className="cs-latest-jobs__meta">
                {[job.practiceName, [job.city, job.state].filter(Boolean).join(', '), job.postedDate ? formatDate(job.postedDate, 'medium', zone) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 mb-0">
          <Link to="/dental-jobs/zones/">Browse all {countText(total, 'dental job', 'dental jobs')}</Link>
        </p>
      </div>
    </section>
  );
}

const RESOURCE_LINKS = NAV_CATEGORIES.find((category) => category.id === 'resources')?.links.slice(0, 4) ?? [];

/** The landing page of the marketplace. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Dental Jobs and Dental Hiring"
        description="Chairside is the job board for the dental industry: search dental assistant, hygienist, dentist, front office, lab and sales jobs, or hire your next team member."
        canonicalPath="/"
        jsonLd={STRUCTURED_DATA}
      />
      <section className="cs-hero" aria-labelledby="home-title">
        <div className="container-xl cs-hero__grid">
          <div className="cs-hero__copy">
            <p className="cs-hero__eyebrow">The dental industry’s job board</p>
            <h1 id="home-title" className="cs-hero__title">
              Find your next dental job. Hire your next great team member.
            </h1>
            <p className="cs-hero__lead">
              Chairside brings dentists, hygienists, assistants, front office, lab and sales professionals together with the practices that need them, for
              permanent and temp work.
            </p>
          </div>
          <QuickJobSearch />
        </div>
      </section>

      <LatestJobs />

      <section className="cs-section" aria-labelledby="audiences-title">
        <div className="container-xl">
          <h2 id="audiences-title" className="cs-section__title">
            Built for everyone in the dental office
          </h2>
          <div className="cs-audiences">
            {AUDIENCES.map((audience) => (
              <article key={audience.id} className="cs-audience" aria-labelledby={`audience-${audience.id}`}>
                <span className="cs-audience__icon" aria-hidden="true">
                  <Icon icon={audience.icon} />
                </span>
                <h3 id={`audience-${audience.id}`} className="cs-audience__title">
                  {audience.title}
                </h3>
                <p className="cs-audience__text">{audience.text}</p>
                <div className="cs-audience__actions">
                  <Link to={audience.cta.to} className="btn btn-primary">
                    {audience.cta.label}
                  </Link>
                  <Link to={audience.more.to} className="cs-audience__more">
                    {audience.more.label}
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="cs-section cs-section--tinted" aria-labelledby="roles-title">
        <div className="container-xl">
          <h2 id="roles-title" className="cs-section__title">
            Browse dental jobs by role
          </h2>
          <ul className="cs-roles">
            {JOB_DIRECTORIES.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="cs-role">
                  <span>
                    {link.label}
                    <RoleCount path={link.to} />
                  </span>{' '}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 mb-0">
            <Link to="/dental-jobs/zones/" className="btn btn-outline-primary">
              Browse all dental jobs
            </Link>
          </p>
        </div>
      </section>

      <section className="cs-section" aria-labelledby="resources-title">
        <div className="container-xl">
          <h2 id="resources-title" className="cs-section__title">
            Resources for your career and your practice
          </h2>
          <ul className="cs-resource-links">
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/dental-jobs/resources/">View all resources</Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
