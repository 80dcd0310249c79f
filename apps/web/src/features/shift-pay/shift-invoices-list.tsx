import { formatCents } from '@chairside/domain/money';
import { INVOICE_KIND_LABELS } from '@chairside/domain/shift-pay';
import { PageLoading } from '../../components/page-loading';
import { LoadFailed } from '../resume-profile/public-api';
import { usePracticeInvoices } from './shift-pay-api';
import { hoursText } from './timesheet-parts';

const STATUS_WORDS = {
  due: 'Due',
  charging: 'Charging',
  paid: 'Paid',
  declined: 'Declined: retrying',
  failed: 'Failed: overdue',
  refunded: 'Refunded',
} as const;

/** The practice's temp shift invoices, for its receipts list: hours x rate, the platform's fee apart, the total and how the charge went. */
export function ShiftInvoicesList({ username, hideEmpty = false }: { username: string; hideEmpty?: boolean }) {
  const invoices = usePracticeInvoices(username);
  if (hideEmpty && invoices.data?.length === 0) return null;
  return (
    <section aria-labelledby="shift-invoices-title" className="mt-4">
      <h2 id="shift-invoices-title" className="h5">
        Temp shift invoices
      </h2>
      {invoices.isPending ? <PageLoading /> : null}
      {invoices.isError ? <LoadFailed error={invoices.error} retry={() => void invoices.refetch()} /> : null}
      {invoices.data?.length === 0 ? <p className="text-body-secondary small">No temp shift invoices yet.</p> : null}
      {invoices.data && invoices.data.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Shift</th>
                <th scope="col">Hours</th>
                <th scope="col" className="text-end">
                  Pay
                </th>
                <th scope="col" className="text-end">
                  Platform fee
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    {invoice.date} · {invoice.professionalName}
                  </td>
                  <td>
                    {invoice.kind === 'CANCELLATION_FEE' ? (
                      INVOICE_KIND_LABELS.CANCELLATION_FEE
                    ) : (
                      <>
                        {hoursText(invoice.workedMinutes)} × {formatCents(invoice.rateCents)}
                      </>
                    )}
                  </td>
                  <td className="text-end">{formatCents(invoice.payCents + invoice.cancellationFeeCents)}</td>
                  <td className="text-end">{formatCents(invoice.platformFeeCents)}</td>
                  <td className="text-end">{formatCents(invoice.totalCents)}</td>
                  <td>
                    {STATUS_WORDS[invoice.status]}
                    {invoice.message && invoice.status !== 'paid' ? <div className="small text-danger">{invoice.message}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
