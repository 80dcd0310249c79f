import { useState } from 'react';
import { formatCents } from '@chairside/domain/money';
import { failureMessage } from '../../components/form/errors';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { PageMeta } from '../../lib/page-meta';
import { LoadFailed } from '../resume-profile/public-api';
import { useDecideDispute, useShiftPayAdmin } from './shift-pay-api';
import { HeldPayouts, RefundableInvoices, RunPayoutsNow } from './shift-pay-admin-money';
import { TimesheetSummary } from './timesheet-parts';

/** The admin's shift-pay queue: disputed timesheets (both versions, decide one), invoices whose last retry failed, refunds and payout runs. */
export function ShiftPayAdminPage() {
  const queue = useShiftPayAdmin();
  const decide = useDecideDispute();
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (id: number, version: 'PROFESSIONAL' | 'PRACTICE') =>
    decide.mutateAsync({ id, version }).then(
      () => setFailure(null),
      (caught: unknown) => setFailure(failureMessage(caught)),
    );
  return (
    <div>
      <PageMeta title="Shift pay" noindex />
      <h1 className="h4">Shift pay</h1>
      {failure ? <PlainErrorAlert message={failure} className="py-2" /> : null}
      {queue.isPending ? <PageLoading /> : null}
      {queue.isError ? <LoadFailed error={queue.error} retry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <>
          <h2 className="h5 mt-3">Disputed timesheets</h2>
          {queue.data.disputes.length === 0 ? <p className="text-body-secondary">No disputes waiting.</p> : null}
          {queue.data.disputes.map((sheet) => (
            <section key={sheet.id} className="card mb-3" aria-label={`Dispute of ${sheet.date}`}>
              <div className="card-body">
                <p className="small mb-1">
                  {sheet.professionalName} at {sheet.practiceName}
                </p>
                <TimesheetSummary sheet={sheet} who="practice" />
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => void choose(sheet.id, 'PROFESSIONAL')}
                    disabled={decide.isPending}
                  >
                    The professional&apos;s hours stand
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => void choose(sheet.id, 'PRACTICE')}
                    disabled={decide.isPending}
                  >
                    The practice&apos;s correction stands
                  </button>
                </div>
              </div>
            </section>
          ))}
          <h2 className="h5 mt-4">Failed charges</h2>
          {queue.data.failedInvoices.length === 0 ? <p className="text-body-secondary">No failed charges.</p> : null}
          <ul className="list-group">
            {queue.data.failedInvoices.map((invoice) => (
              <li key={invoice.id} className="list-group-item">
                Invoice {invoice.id} · {invoice.date} · {invoice.professionalName} · {formatCents(invoice.totalCents)} after {invoice.attempts} tries
                <span className="d-block small text-body-secondary">{invoice.message} The professional&apos;s payout stays owed.</span>
              </li>
            ))}
          </ul>
          <RefundableInvoices invoices={queue.data.paidInvoices} />
          <RunPayoutsNow payable={queue.data.payable} />
          <HeldPayouts payouts={queue.data.heldPayouts} />
        </>
      ) : null}
    </div>
  );
}
