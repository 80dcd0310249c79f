import { faBriefcase } from '@fortawesome/free-solid-svg-icons/faBriefcase';
import { faClock } from '@fortawesome/free-solid-svg-icons/faClock';
import { faDollarSign } from '@fortawesome/free-solid-svg-icons/faDollarSign';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import type { PublicJob } from '@chairside/domain/job-posting';
import { BENEFITS, EMPLOYMENT_TYPES, JOB_TYPES, type Benefit, type EmploymentType } from '@chairside/domain/job-posting-rules';
import { formatAddress } from '@chairside/domain/job-status';
import type { Office } from '@chairside/domain/office';
import { formatOpeningHours } from '@chairside/domain/office-rules';
import { Icon } from './icon';
import { OfficeMap, mapPlacesOf } from './office-map/office-map';

// The parts of a posting shown on the public job page and on the in-app job page.

/** The office: address, phone, opening hours, a map when the site draws maps, and photos. */
export function OfficeDetails({ office }: { office: Office }) {
  return (
    <section className="public-job__section" aria-labelledby="public-job-office">
      <h2 className="public-job__heading" id="public-job-office">
        The office: {office.name}
      </h2>
      <div className="public-job__office">
        <div>
          <p className="mb-1">
            <Icon icon={faLocationDot} className="me-2 text-secondary" />
            {formatAddress(office)}
          </p>
          {office.phone ? (
            <p className="mb-3">
              <Icon icon={faPhone} className="me-2 text-secondary" />
              <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
            </p>
          ) : null}
        </div>
        {office.hours.length > 0 ? (
          <table className="public-job__hours">
            <caption className="visually-hidden">Opening hours</caption>
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
      <OfficeMap places={mapPlacesOf([office])} label={`Map of the office: ${office.name}`} />
      {office.photos.length > 0 ? (
        <ul className="public-job__photos" aria-label={`Photos of ${office.name}`}>
          {office.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumbnailUrl} alt={photo.description ?? `${office.name} office`} width={200} height={150} loading="lazy" />
              </a>
              {photo.description ? <span className="public-job__photo-text">{photo.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A posting's position, type and pay at a glance. */
export function JobTags({ job }: { job: Pick<PublicJob, 'positionLabel' | 'type' | 'salary' | 'employmentType'> }) {
  return (
    <ul className="public-job__tags" aria-label="At a glance">
      <li className="public-job__tag">
        <Icon icon={faBriefcase} className="me-1" />
        {job.positionLabel}
      </li>
      <li className="public-job__tag">
        <Icon icon={faClock} className="me-1" />
        {JOB_TYPES[job.type]}
        {job.employmentType ? ` · ${EMPLOYMENT_TYPES[job.employmentType as EmploymentType] ?? job.employmentType}` : ''}
      </li>
      {job.salary ? (
        <li className="public-job__tag public-job__tag--pay">
          <Icon icon={faDollarSign} className="me-1" />
          {job.salary}
        </li>
      ) : null}
    </ul>
  );
}

/** Employment type, schedule and benefits, when the posting says them. */
export function HoursAndBenefits({ job }: { job: Pick<PublicJob, 'employmentType' | 'schedule' | 'benefits'> }) {
  if (!job.employmentType && !job.schedule && job.benefits.length === 0) return null;
  return (
    <section className="public-job__section" aria-labelledby="public-job-hours">
      <h2 className="public-job__heading" id="public-job-hours">
        Hours and benefits
      </h2>
      <dl className="public-job__facts">
        {job.employmentType ? (
          <div>
            <dt>Employment</dt>
            <dd>{EMPLOYMENT_TYPES[job.employmentType as EmploymentType] ?? job.employmentType}</dd>
          </div>
        ) : null}
        {job.schedule ? (
          <div>
            <dt>Schedule</dt>
            <dd>{job.schedule}</dd>
          </div>
        ) : null}
      </dl>
      {job.benefits.length > 0 ? (
        <ul className="public-job__benefits" aria-label="Benefits">
          {job.benefits.map((code) => (
            <li key={code}>{BENEFITS[code as Benefit] ?? code}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
