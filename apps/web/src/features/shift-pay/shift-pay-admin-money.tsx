import { useState, type FormEvent } from 'react';
import { formatCents } from '@chairside/domain/money';
import type { ShiftInvoice, ShiftPayAdmin } from '@chairside/domain/shift-pay';
import { failureMessage } from '../../components/form/errors';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { useRefundInvoice, useRunPayouts } from './shift-pay-api';

/** A refund request's Idempotency-Key: a new one after each refund made, the same while it is sent again. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** "12.50" or "12" as cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** "Pay what is owed now": the payout run, with what it would pay and what it paid. */
export function RunPayoutsNow({ payable }: { payable: ShiftPayAdmin['payable'] }) {
  const run = useRunPayouts();
  return (
    <section aria-label="Payouts" className="mt-4">
      <h2 className="h5">Payouts</h2>
      <p className="mb-2">
        {payable.count === 0
          ? 'Nothing is owed on paid invoices.'
          : `${payable.count} payouts owed on paid invoices, ${formatCents(payable.amountCents)} in all.`}
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => run.mutate()} disabled={run.isPending || payable.count === 0}>
        Run payouts now
      </button>
      {run.data ? (
        <p role="status" className="small mt-2 mb-0">
          Paid {run.data.paid} payouts, {formatCents(run.data.amountCents)} ({run.data.adapter}
          {run.data.reference ? `, ${run.data.reference}` : ''}).
          {run.data.held > 0 ? ` ${run.data.held} could not be paid and stay owed (see Payouts held).` : ''}
        </p>
      ) : null}
      {run.isError ? <PlainErrorAlert message={failureMessage(run.error)} className="py-2 mt-2" /> : null}
    </section>
  );
}

/** Payouts the last run could not pay (no payout account, the provider refused): still owed, with why. */
export function HeldPayouts({ payouts }: { payouts: ShiftPayAdmin['heldPayouts'] }) {
  return (
    <section aria-label="Payouts held" className="mt-4">
      <h2 className="h5">Payouts held</h2>
      {payouts.length === 0 ? <p className="text-body-secondary">No payouts held.</p> : null}
      <ul className="list-group">
        {payouts.map((payout) => (
          <li key={payout.id} className="list-group-item">
            Payout {payout.id} · invoice {payout.invoiceId} · {payout.professionalName} · {formatCents(payout.amountCents)} owed
            <span className="d-block small text-body-secondary">
              {payout.reason}
              {payout.heldAt ? ` (refused ${new Date(payout.heldAt).toLocaleString('en-US')})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One paid invoice with its refund form: all that is left, or the amount entered. */
function RefundRow({ invoice }: { invoice: ShiftInvoice }) {
  const refund = useRefundInvoice();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(randomId);
  const [problem, setProblem] = useState<string | null>(null);
  const left = invoice.totalCents - invoice.refundedCents;
  const submit = (event: FormEvent, whole: boolean) => {
    event.preventDefault();
    const cents = whole ? null : dollarsToCents(amount);
    if (!whole && (cents === null || cents <= 0)) return setProblem('Enter the amount to refund, such as 25.00.');
    if (cents !== null && cents > left) return setProblem(`At most ${formatCents(left)} is left to refund.`);
    setProblem(null);
    refund.mutate(
      { id: invoice.id, amountCents: cents, key },
      {
        onSuccess: () => {
          setAmount('');
          setKey(randomId());
        },
        onError: (caught) => setProblem(failureMessage(caught)),
      },
    );
  };
  const field = `refund-${invoice.id}`;
  return (
    <li className="list-group-item">
      Invoice {invoice.id} · {invoice.date} · {invoice.professionalName} · {formatCents(invoice.totalCents)}
      {invoice.refundedCents > 0 ? ` (${formatCents(invoice.refundedCents)} refunded)` : ''}
      <form className="d-flex flex-wrap align-items-end gap-2 mt-1" onSubmit={(event) => submit(event, false)} aria-label={`Refund invoice ${invoice.id}`}>
        <div>
          <label htmlFor={field} className="form-label small mb-0">
            Amount to refund ($)
          </label>
          <input id={field} className="form-control form-control-sm" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <button type="submit" className="btn btn-outline-danger btn-sm" disabled={refund.isPending}>
          Refund this amount
        </button>
        <button type="button" className="btn btn-outline-danger btn-sm" disabled={refund.isPending} onClick={(event) => submit(event, true)}>
          Refund all ({formatCents(left)})
        </button>
      </form>
      {problem ? <PlainErrorAlert message={problem} className="py-1 mt-1 small" /> : null}
    </li>
  );
}

/** Paid invoices an administrator may refund, whole or in part (through the payment gateway; audited). */
export function RefundableInvoices({ invoices }: { invoices: ShiftInvoice[] }) {
  return (
    <section aria-label="Paid invoices" className="mt-4">
      <h2 className="h5">Paid invoices</h2>
      {invoices.length === 0 ? <p className="text-body-secondary">No paid invoices.</p> : null}
      <ul className="list-group">
        {invoices.map((invoice) => (
          <RefundRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </section>
  );
}
