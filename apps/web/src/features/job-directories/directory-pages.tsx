import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type {
  DirectoryAnswer,
  DirectoryJob,
  DirectoryLink,
  Organization,
  OrganizationList,
  ProfessionalList,
  SalaryAnswer,
  ZonesAnswer,
} from '@chairside/domain/job-directories';
import { ORGANIZATIONS_PATH, PROFESSIONALS_PATH, ZONES_PATH, formatPayFigure, pagedPath } from '@chairside/domain/job-directory-rules';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { DIRECTORY_ROUTES, directoryKey, fetchDirectory, pageOfUrl, type DirectoryView } from './directory-data';
import { PracticePage } from './practice-page';

const count = (n: number) => n.toLocaleString('en-US');
const jobsWord = (n: number) => `${count(n)} ${n === 1 ? 'job' : 'jobs'}`;

/** The page of a directory route: loads its answer (already in the cache after server rendering) and shows its view. */
export function DirectoryRoutePage({ view, routePath }: { view: DirectoryView; routePath: string }) {
  const params = useParams();
  const location = useLocation();
  const route = DIRECTORY_ROUTES.find((candidate) => candidate.path === routePath);
  const page = route ? pageOfUrl(route, new URLSearchParams(location.search)) : null;
  const apiPath = route && page !== null ? route.api(params, page) : null;
  const answer = useQuery({ queryKey: directoryKey(apiPath), queryFn: ({ signal }) => fetchDirectory<unknown>(apiPath, signal) });
  if (answer.isError) return <ServerErrorPage />;
  if (answer.data === undefined) return <PageLoading />;
  if (answer.data === null) return <NotFoundPage />;
  switch (view) {
    case 'zones':
      return <ZonesPage zones={answer.data as ZonesAnswer} />;
    case 'directory':
      return <DirectoryPage directory={answer.data as DirectoryAnswer} />;
    case 'salary':
      return <SalaryPage salary={answer.data as SalaryAnswer} />;
    case 'organizations':
      return <OrganizationsPage list={answer.data as OrganizationList} />;
    case 'organization':
      return <OrganizationPage organization={answer.data as Organization} />;
    case 'professionals':
      return <ProfessionalsPage list={answer.data as ProfessionalList} />;
  }
}

function LinkSection({ id, title, links, columns = true }: { id: string; title: string; links: DirectoryLink[]; columns?: boolean }) {
  if (links.length === 0) return null;
  return (
    <section className="cs-directory__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={columns ? 'cs-directory__links' : 'cs-directory__links cs-directory__links--single'}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.name}</Link>
            {link.count !== undefined ? <span className="cs-directory__count"> ({count(link.count)})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobCard({ job }: { job: DirectoryJob }) {
  const place = [job.city, job.state].filter(Boolean).join(', ');
  const zone = useReaderTimeZone();
  return (
    <li className="cs-directory__job">
      <h3 className="h5">
        {job.isPartner ? (
          <a href={job.path} rel="nofollow noopener" target="_blank">
            {job.title}
          </a>
        ) : (
          <Link to={job.path}>{job.title}</Link>
        )}
      </h3>
      <p className="cs-directory__job-meta">
        <span>{job.positionLabel}</span>
        {job.practiceName ? <span>{job.practicePath ? <Link to={job.practicePath}>{job.practiceName}</Link> : job.practiceName}</span> : null}
        {place ? <span>{place}</span> : null}
        {job.postedDate ? <span>Posted {formatDate(job.postedDate, 'medium', zone)}</span> : null}
        {job.isPartner ? <span className="badge text-bg-light border">Partner job</span> : null}
      </p>
    </li>
  );
}

function Pager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="cs-directory__pager">
      {page > 1 ? (
        <Link to={pagedPath(path, page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={pagedPath(path, page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="cs-directory container-xl">{children}</div>;
}

export function DirectoryPage({ directory }: { directory: DirectoryAnswer }) {
  const empty = directory.total === 0;
  const title = directory.page > 1 ? `${directory.heading} – Page ${directory.page}` : directory.heading;
  return (
    <Shell>
      <PageMeta
        title={title}
        description={
          empty
            ? `${directory.description} No live postings right now: see the nearest places with jobs.`
            : `${jobsWord(directory.total)}. ${directory.description}`
        }
        canonicalPath={pagedPath(directory.path, directory.page)}
        noindex={empty}
        jsonLd={directory.structuredData}
      />
      <Breadcrumbs className="cs-directory__crumbs" crumbs={directory.breadcrumbs} />
      <h1>{directory.heading}</h1>
      <p className="cs-directory__lead">{empty ? 'There are no live postings here right now.' : `${jobsWord(directory.total)} open now, newest first.`}</p>
      {empty ? (
        <LinkSection id="nearest-title" title="Nearest places with jobs" links={directory.nearby} />
      ) : (
        <section aria-labelledby="jobs-title">
          <h2 id="jobs-title" className="visually-hidden">
            Jobs
          </h2>
          <ul className="cs-directory__jobs">
            {directory.jobs.map((job) => (
              <JobCard key={`${job.isPartner ? 'p' : 'j'}${job.id}`} job={job} />
            ))}
          </ul>
          <Pager path={directory.path} page={directory.page} pageCount={directory.pageCount} />
        </section>
      )}
      <div className="cs-directory__columns">
        <LinkSection
          id="places-title"
          title={directory.kind === 'state' ? 'Cities' : directory.kind === 'role-state' ? 'Metro areas' : 'Places'}
          links={directory.places}
        />
        {empty ? null : <LinkSection id="nearby-title" title="Nearby" links={directory.nearby} columns={false} />}
        <LinkSection id="roles-title" title="Related roles" links={directory.roles} columns={false} />
        <LinkSection id="salaries-title" title="Salaries" links={directory.salaries} columns={false} />
      </div>
      <p className="cs-directory__more">
        <Link to={ZONES_PATH}>Browse all dental jobs</Link>
      </p>
    </Shell>
  );
}

export function ZonesPage({ zones }: { zones: ZonesAnswer }) {
  const us = zones.states.filter((state) => state.country === 'US');
  const canada = zones.states.filter((state) => state.country === 'CA');
  return (
    <Shell>
      <PageMeta
        title="Browse All Dental Jobs"
        description={`${jobsWord(zones.total)} for dentists, hygienists, assistants, front office staff, lab technicians and sales reps, by state, metro area and city.`}
        canonicalPath={ZONES_PATH}
      />
      <Breadcrumbs
        className="cs-directory__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Dental Jobs', path: ZONES_PATH },
        ]}
      />
      <h1>Browse All Dental Jobs</h1>
      <p className="cs-directory__lead">{jobsWord(zones.total)} open now across the US and Canada.</p>
      <LinkSection id="zone-roles" title="Jobs by role" links={zones.roles} />
      <LinkSection id="zone-states" title="Jobs by state" links={us} />
      <LinkSection id="zone-canada" title="Jobs in Canada" links={[{ name: 'All of Canada', path: '/dental-jobs/canada/' }, ...canada]} />
      <LinkSection id="zone-metros" title="Jobs by metro area" links={zones.metros} />
      <LinkSection id="zone-clusters" title="Jobs by region" links={zones.clusters} />
      <LinkSection
        id="zone-cities"
        title="Jobs by city"
        links={zones.cities.map((city) => ({ name: `${city.name}, ${city.state}`, path: city.path, count: city.count }))}
      />
      <LinkSection id="zone-specialties" title="Jobs by specialty" links={zones.specialties} />
      <p className="cs-directory__more">
        <Link to={ORGANIZATIONS_PATH}>Dental practices hiring</Link> · <Link to={PROFESSIONALS_PATH}>Dental professionals</Link>
      </p>
    </Shell>
  );
}

export function SalaryPage({ salary }: { salary: SalaryAnswer }) {
  const pay = salary.pay;
  return (
    <Shell>
      <PageMeta
        title={salary.heading}
        description={
          pay
            ? `Median pay ${formatPayFigure(pay.median, pay.unit)} from ${pay.count} live postings (${formatPayFigure(pay.low, pay.unit)} to ${formatPayFigure(pay.high, pay.unit)}).`
            : `Too few live postings state their pay to show figures for ${salary.heading.toLowerCase()}.`
        }
        canonicalPath={salary.path}
        noindex={!pay}
      />
      <Breadcrumbs className="cs-directory__crumbs" crumbs={salary.breadcrumbs} />
      <h1>{salary.heading}</h1>
      {pay ? (
        <dl className="cs-directory__pay">
          <div>
            <dt>Median</dt>
            <dd>{formatPayFigure(pay.median, pay.unit)}</dd>
          </div>
          <div>
            <dt>Range</dt>
            <dd>
              {formatPayFigure(pay.low, pay.unit)} to {formatPayFigure(pay.high, pay.unit)}
            </dd>
          </div>
          <div>
            <dt>Postings</dt>
            <dd>{count(pay.count)}</dd>
          </div>
        </dl>
      ) : (
        <p className="cs-directory__lead">Fewer than {salary.minPostings} live postings here state their pay, so there are no figures yet.</p>
      )}
      <p className="small text-body-secondary">From the pay stated in live postings on Chairside: each posting counts once, at the middle of its range.</p>
      <p>
        <Link to={salary.jobsPath}>See the jobs</Link>
      </p>
      <LinkSection id="salary-others" title="Other roles here" links={salary.others} columns={false} />
    </Shell>
  );
}

export function OrganizationsPage({ list }: { list: OrganizationList }) {
  return (
    <Shell>
      <PageMeta
        title={list.page > 1 ? `Dental Practices – Page ${list.page}` : 'Dental Practices'}
        description="Dental practices on Chairside with their offices and open jobs."
        canonicalPath={pagedPath(ORGANIZATIONS_PATH, list.page)}
        noindex={list.total === 0}
      />
      <Breadcrumbs
        className="cs-directory__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Dental Jobs', path: ZONES_PATH },
          { name: 'Practices', path: ORGANIZATIONS_PATH },
        ]}
      />
      <h1>Dental Practices</h1>
      <ul className="cs-directory__jobs">
        {list.organizations.map((org) => (
          <li key={org.username} className="cs-directory__job">
            <h2 className="h5">
              <Link to={org.path}>{org.name}</Link>
            </h2>
            <p className="cs-directory__job-meta">
              {org.city ? <span>{[org.city, org.state].filter(Boolean).join(', ')}</span> : null}
              <span>{org.liveJobs === 1 ? '1 open job' : `${count(org.liveJobs)} open jobs`}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pager path={ORGANIZATIONS_PATH} page={list.page} pageCount={list.pageCount} />
    </Shell>
  );
}

export function OrganizationPage({ organization }: { organization: Organization }) {
  return (
    <PracticePage
      organization={organization}
      breadcrumbs={
        <Breadcrumbs
          className="cs-directory__crumbs"
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Practices', path: ORGANIZATIONS_PATH },
            { name: organization.name, path: organization.path },
          ]}
        />
      }
      jobList={
        <ul className="cs-directory__jobs">
          {organization.jobs.map((job) => (
            // Its own page: the practice's name on each of its jobs would only repeat the heading.
            <JobCard key={job.id} job={{ ...job, practiceName: null }} />
          ))}
        </ul>
      }
    />
  );
}

export function ProfessionalsPage({ list }: { list: ProfessionalList }) {
  return (
    <Shell>
      <PageMeta
        title={list.page > 1 ? `Dental Professionals – Page ${list.page}` : 'Dental Professionals'}
        description="Dental professionals who share their resume publicly on Chairside."
        canonicalPath={pagedPath(PROFESSIONALS_PATH, list.page)}
        noindex={list.total === 0}
      />
      <Breadcrumbs
        className="cs-directory__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Professionals', path: PROFESSIONALS_PATH },
        ]}
      />
      <h1>Dental Professionals</h1>
      <ul className="cs-directory__links">
        {list.professionals.map((person) => (
          <li key={person.username}>
            <Link to={person.path}>{person.name}</Link>
            <span className="cs-directory__count">
              {' '}
              {person.positionLabel}
              {person.city ? `, ${[person.city, person.state].filter(Boolean).join(', ')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Pager path={PROFESSIONALS_PATH} page={list.page} pageCount={list.pageCount} />
    </Shell>
  );
}
