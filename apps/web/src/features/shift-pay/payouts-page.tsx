import { useState } from 'react';
import type { CurrentUser } from '@chairside/domain/accounts';
import { formatCents } from '@chairside/domain/money';
import { INVOICE_KIND_LABELS, WORKER_CLASSIFICATION_LABELS } from '@chairside/domain/shift-pay';
import { failureMessage } from '../../components/form/errors';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { downloadApiFile } from '../../lib/api-file';
import { PageMeta } from '../../lib/page-meta';
import { LoadFailed } from '../resume-profile/public-api';
import { PayoutSetupPanel } from './payout-setup-panel';
import { earningsCsvPath, usePayoutStatement } from './shift-pay-api';

const STATUS_WORDS = { owed: 'Owed', paid: 'Paid', cancelled: 'Canceled' } as const;

/** The professional's payout statement: what is owed and paid per shift, and a year's earnings as a CSV file. */
export function PayoutsPage({ user }: { user: CurrentUser }) {
  const statement = usePayoutStatement(user.username);
  const [failure, setFailure] = useState<string | null>(null);
  const year = new Date().getFullYear();
  const download = (which: number) =>
    downloadApiFile(earningsCsvPath(user.username, which), `earnings-${which}.csv`).catch((caught: unknown) => setFailure(failureMessage(caught)));
  return (
    <div className="container py-3" style={{ maxWidth: 760 }}>
      <PageMeta title="Payouts" noindex />
      <h1 className="h4">Payouts</h1>
      {failure ? <PlainErrorAlert message={failure} className="py-2" /> : null}
      {statement.isPending ? <PageLoading /> : null}
      {statement.isError ? <LoadFailed error={statement.error} retry={() => void statement.refetch()} /> : null}
      {statement.data ? (
        <>
          <div className="row g-2 mb-3">
            <div className="col-6">
              <div className="border rounded p-2">
                <div className="small text-body-secondary">Owed to you</div>
                <div className="h5 mb-0" data-testid="owed">
                  {formatCents(statement.data.ledgerOwedCents)}
                </div>
              </div>
            </div>
            <div className="col-6">
              <div className="border rounded p-2">
                <div className="small text-body-secondary">Paid to you</div>
                <div className="h5 mb-0">{formatCents(statement.data.paidCents)}</div>
              </div>
            </div>
          </div>
          {statement.data.payoutSetup ? <PayoutSetupPanel username={user.username} setup={statement.data.payoutSetup} /> : null}
          <div className="d-flex flex-wrap gap-2 mb-3">
            {[year, year - 1].map((which) => (
              <button key={which} type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void download(which)}>
                {which} earnings (CSV)
              </button>
            ))}
          </div>
          {statement.data.lines.length === 0 ? <p className="text-body-secondary">Nothing yet: a shift is owed once its hours are confirmed.</p> : null}
          {statement.data.lines.length > 0 ? (
            <ul className="list-group">
              {statement.data.lines.map((line) => (
                <li key={line.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
                  <span>
                    {line.date} · {line.practiceName}
                    <span className="d-block small text-body-secondary">
                      {INVOICE_KIND_LABELS[line.kind]} · {WORKER_CLASSIFICATION_LABELS[line.workerClassification]}
                    </span>
                  </span>
                  <span className="text-end">
                    {formatCents(line.amountCents)}
                    <span className="d-block small">{STATUS_WORDS[line.status]}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
