import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { formatCents } from '@chairside/domain/money';
import type { PremiumStatus } from '@chairside/domain/premium';
import { positionLabel } from '@chairside/domain/positions';
import { formatDate, formatDateTime } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { PaymentForm, PaymentsNotice } from '../commerce/public-api';
import { useBuyPremium, useChangePremium, usePremium, useResumeViews, useSalaryFigures } from './premium-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';

const longDay = (iso: string) => formatDate(iso, 'long');
const pay = (cents: number, unit: 'HOUR' | 'YEAR') =>
  unit === 'HOUR' ? `${formatCents(cents)}/hour` : `$${Math.round(cents / 100).toLocaleString('en-US')}/year`;

/** /app/premium: the job seeker's premium membership, each benefit with what it does, and cancel any time. */
export function PremiumPage({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <PageMeta title="Premium" noindex />
        <h1>Premium</h1>
        <p>Premium is a membership for job seekers. Practices can see their products on the Products page.</p>
      </section>
    );
  return <SeekerPremium user={user} />;
}

function SeekerPremium({ user }: { user: CurrentUser }) {
  const status = usePremium(user.username);
  return (
    <section className="app-page premium-page" aria-labelledby="premium-title">
      <PageMeta title="Premium" noindex />
      <h1 id="premium-title" className="app-page__title">
        Premium
      </h1>
      <PaymentsNotice />
      {status.isPending ? <PageLoading label="Loading your membership…" /> : null}
      {status.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(status.error)}
        </div>
      ) : null}
      {status.data ? (
        <>
          <MembershipPanel user={user} status={status.data} />
          <Benefits status={status.data} />
          {status.data.isPremium ? (
            <div className="premium-page__grid">
              <ResumeViews username={user.username} />
              <SalaryNearYou user={user} />
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function MembershipPanel({ user, status }: { user: CurrentUser; status: PremiumStatus }) {
  const buy = useBuyPremium(user.username);
  const change = useChangePremium(user.username);
  const [buying, setBuying] = useState(false);
  const price = `${formatCents(status.amount)} a month`;

  if (status.state === 'active' || status.state === 'cancelling')
    return (
      <div className="app-panel premium-page__status" data-testid="premium-status">
        <h2 className="h5">{status.state === 'active' ? 'You are a Premium member' : 'Premium ends soon'}</h2>
        <p className="mb-2">
          {status.state === 'active'
            ? `${price}, renewing on ${longDay(status.periodEnd!)} on your ${status.cardBrand ?? 'card'} ending ${status.cardLast4 ?? '----'}.`
            : `You canceled: no more charges. Your benefits run until ${longDay(status.periodEnd!)}.`}
        </p>
        {change.isError ? <PlainErrorAlert message={failureMessage(change.error)} /> : null}
        {status.state === 'active' ? (
          <Button variant="outline-danger" size="sm" disabled={change.isPending} onClick={() => change.mutate(true)}>
            Cancel Premium
          </Button>
        ) : (
          <Button variant="primary" size="sm" disabled={change.isPending} onClick={() => change.mutate(false)}>
            Keep Premium
          </Button>
        )}
      </div>
    );

  return (
    <div className="app-panel premium-page__status" data-testid="premium-status">
      <h2 className="h5">{status.state === 'ended' ? 'Your Premium has ended' : 'Get Premium'}</h2>
      <p>
        {price}. Cancel any time on this page: the benefits run to the end of the month you paid for.
        {status.state === 'ended' && status.periodEnd ? ` Your last membership ended on ${longDay(status.periodEnd)}.` : ''}
      </p>
      {buying ? (
        <PaymentForm
          username={user.username}
          payLabel={`Pay ${formatCents(status.amount)} and start Premium`}
          busy={buy.isPending}
          error={buy.isError ? failureMessage(buy.error) : null}
          onNonce={(nonce) => buy.mutate(nonce)}
        />
      ) : (
        <Button variant="primary" onClick={() => setBuying(true)}>
          Buy Premium
        </Button>
      )}
    </div>
  );
}

function Benefits({ status }: { status: PremiumStatus }) {
  return (
    <section className="app-panel" aria-labelledby="premium-benefits">
      <h2 id="premium-benefits" className="h5">
        What Premium does
      </h2>
      <ul className="premium-page__benefits">
        {status.benefits.map((benefit) => (
          <li key={benefit.code}>
            <strong>{benefit.title}.</strong> {benefit.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResumeViews({ username }: { username: string }) {
  const views = useResumeViews(username, true);
  return (
    <section className="app-panel" aria-labelledby="premium-views">
      <h2 id="premium-views" className="h5">
        Who viewed your resume
      </h2>
      {views.isPending ? <PageLoading label="Loading…" /> : null}
      {views.isError ? <p className="text-danger">{failureMessage(views.error)}</p> : null}
      {views.data && views.data.length === 0 ? (
        <p className="mb-0">No practice has opened your full resume yet. Apply to jobs and keep your resume public to be found.</p>
      ) : null}
      {views.data && views.data.length > 0 ? (
        <table className="table table-sm mb-0" data-testid="resume-views">
          <thead>
            <tr>
              <th scope="col">Practice</th>
              <th scope="col">Viewed</th>
            </tr>
          </thead>
          <tbody>
            {views.data.map((view) => (
              <tr key={`${view.practiceName}-${view.viewedOn}-${view.lastViewedAt}`}>
                <td>{view.practiceName}</td>
                <td>{formatDateTime(view.lastViewedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function SalaryNearYou({ user }: { user: CurrentUser }) {
  const figures = useSalaryFigures(user.username, true);
  return (
    <section className="app-panel" aria-labelledby="premium-salary">
      <h2 id="premium-salary" className="h5">
        Pay near you
      </h2>
      {figures.isPending ? <PageLoading label="Loading…" /> : null}
      {figures.isError ? <p className="text-danger">{failureMessage(figures.error)}</p> : null}
      {figures.data ? (
        figures.data.figures.length === 0 ? (
          <p className="mb-0">
            Not enough postings with pay for {positionLabel(figures.data.position)} within {figures.data.radius} miles of {figures.data.zip ?? 'your ZIP code'}{' '}
            yet (we show figures from {figures.data.minimumPostings} postings on).
          </p>
        ) : (
          <>
            <p>
              {positionLabel(figures.data.position)} postings within {figures.data.radius} miles of {figures.data.zip}, over the last year:
            </p>
            <dl className="premium-page__salary">
              {figures.data.figures.map((figure) => (
                <div key={figure.unit}>
                  <dt>{figure.unit === 'HOUR' ? 'Hourly' : 'Yearly'}</dt>
                  <dd>
                    <strong>{pay(figure.median, figure.unit)}</strong> in the middle; most between {pay(figure.p25, figure.unit)} and{' '}
                    {pay(figure.p75, figure.unit)} ({figure.count} postings)
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )
      ) : null}
    </section>
  );
}
