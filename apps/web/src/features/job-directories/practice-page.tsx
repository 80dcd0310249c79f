import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Organization, OrganizationOffice } from '@chairside/domain/job-directories';
import { VerifiedPracticeBadge } from '../../components/verified-practice-badge';
import { ORGANIZATIONS_PATH } from '@chairside/domain/job-directory-rules';
import { formatOpeningHours } from '@chairside/domain/office-rules';
import { ratingWords } from '@chairside/domain/review-rules';
import { PageMeta } from '../../lib/page-meta';
import { practicePageMeta, practicePlace, websiteHost } from './practice-meta';
import { PracticeReviewsSection } from './practice-reviews';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Office({ office, index }: { office: OrganizationOffice; index: number }) {
  const titleId = `practice-office-${index}`;
  return (
    <li className="cs-practice__office" aria-labelledby={titleId}>
      <h3 className="h6 mb-1" id={titleId}>
        {office.name}
        {office.isPrimary ? <span className="badge text-bg-light border ms-2">Main office</span> : null}
      </h3>
      <div className="public-job__office">
        <address className="mb-2">
          {office.address}
          {office.address2 ? `, ${office.address2}` : ''}
          <br />
          {office.city}, {office.state} {office.zip}
          {office.phone ? (
            <>
              <br />
              <a href={telHref(office.phone)}>{office.phone}</a>
            </>
          ) : null}
        </address>
        {office.hours.length > 0 ? (
          <table className="public-job__hours mb-2">
            <caption className="visually-hidden">Opening hours of {office.name}</caption>
            <tbody>
              {office.hours.map((hour) => (
                <tr key={hour.dow}>
                  <th scope="row">{hour.day}</th>
                  <td>{formatOpeningHours(hour.opens, hour.closes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {office.photos.length > 0 ? (
        <ul className="public-job__photos" aria-label={`Photos of ${office.name}`}>
          {office.photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url}>
                <img src={photo.thumbnailUrl} alt={photo.description ?? `${office.name} office`} width={200} height={150} loading="lazy" />
              </a>
              {photo.description ? <span className="public-job__photo-text">{photo.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * /dental-jobs/organizations/{username}/: a practice's public page, rendered on the server with
 * schema.org Organization markup: what kind of practice and where, its website, about, open
 * jobs, technologies, and its offices with hours and photos. Only public practices have one.
 */
export function PracticePage({ organization, breadcrumbs, jobList }: { organization: Organization; breadcrumbs: ReactNode; jobList: ReactNode }) {
  const place = practicePlace(organization);
  const jobs = organization.jobs.length;
  return (
    <div className="cs-directory cs-practice container-xl">
      <PageMeta {...practicePageMeta(organization)} />
      {breadcrumbs}
      <header className="cs-practice__head">
        <h1>
          {organization.name}
          {organization.isVerifiedPractice ? <VerifiedPracticeBadge /> : null}
        </h1>
        <ul className="cs-practice__facts" aria-label="At a glance">
          {organization.empTypeLabel ? <li>{organization.empTypeLabel}</li> : null}
          {place ? <li>{place}</li> : null}
          {organization.responseTime ? <li data-testid="practice-response-time">{organization.responseTime.label}</li> : null}
          {organization.reviews && organization.reviews.rating.count > 0 ? (
            <li>
              <a href="#practice-reviews">{ratingWords(organization.reviews.rating)}</a>
            </li>
          ) : null}
          <li>
            <a href="#practice-jobs">{jobs === 1 ? '1 open job' : `${jobs} open jobs`}</a>
          </li>
          {organization.website ? (
            <li>
              <a href={organization.website} rel="ugc nofollow noopener" target="_blank">
                {websiteHost(organization.website)}
                <span className="visually-hidden"> (website, opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
      </header>
      {organization.about ? (
        <section className="cs-directory__section" aria-labelledby="practice-about">
          <h2 id="practice-about">About {organization.name}</h2>
          <p className="cs-directory__about">{organization.about}</p>
        </section>
      ) : null}
      {organization.reviews ? <PracticeReviewsSection reviews={organization.reviews} /> : null}
      <section className="cs-directory__section" aria-labelledby="practice-jobs-title" id="practice-jobs">
        <h2 id="practice-jobs-title">Open jobs</h2>
        {jobs === 0 ? (
          <p>
            No open jobs right now. <Link to="/dental-jobs/zones/">Browse all dental jobs</Link>
          </p>
        ) : (
          jobList
        )}
      </section>
      {organization.technologies.length > 0 ? (
        <section className="cs-directory__section" aria-labelledby="practice-technologies">
          <h2 id="practice-technologies">Technology</h2>
          <ul className="public-job__tags">
            {organization.technologies.map((name) => (
              <li key={name} className="public-job__tag">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {organization.offices.length > 0 ? (
        <section className="cs-directory__section" aria-labelledby="practice-offices">
          <h2 id="practice-offices">{organization.offices.length === 1 ? 'Office' : 'Offices'}</h2>
          <ul className="cs-practice__offices">
            {organization.offices.map((office, index) => (
              <Office key={`${office.name}-${index}`} office={office} index={index} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="cs-directory__more">
        <Link to={ORGANIZATIONS_PATH}>More dental practices hiring</Link>
      </p>
    </div>
  );
}
