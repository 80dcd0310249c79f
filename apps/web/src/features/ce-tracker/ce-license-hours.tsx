import { Link } from 'react-router';
import type { CeOverview } from '@chairside/domain/ce-tracker';
import { dayLabel, hoursLabel } from './ce-labels';

/** Each license with a renewal day: the hours its state's cycle needs against the hours logged in it. */
export function LicenseHoursPanel({ licenses }: { licenses: CeOverview['licenses'] }) {
  return (
    <section className="app-panel" aria-labelledby="ce-licenses" data-testid="ce-licenses">
      <h2 id="ce-licenses" className="h5">
        CE hours by license
      </h2>
      {licenses.length === 0 ? (
        <p className="mb-0">
          Add a license with its expiry day under <Link to="/app/my-profile">your profile</Link> to see the CE hours its state requires for renewal (CA, TX, FL,
          NY, IL, OH, PA and WA rules are known).
        </p>
      ) : (
        <ul className="list-unstyled mb-0">
          {licenses.map((license) => (
            <li key={license.credentialId} className="mb-2" data-testid="ce-license">
              <strong>
                {license.label} ({license.state})
              </strong>
              : <span className={license.hoursShort > 0 ? 'text-danger' : 'text-success'}>{license.summary}</span>
              <br />
              <small>
                {hoursLabel(license.hoursLogged)} logged of {hoursLabel(license.hoursRequired)} every {license.cycleYears} year
                {license.cycleYears === 1 ? '' : 's'} ({dayLabel(license.cycleStart)} to {dayLabel(license.renewalOn)}). Rule: {license.source}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
