import { Link, useParams } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { formatCents } from '@chairside/domain/money';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { useReceipt, useReceipts } from './commerce-api';
import { ShiftInvoicesList } from '../shift-pay/public-api';
import { OrderItemsTable, orderDay } from './order-details';
import { failureMessage } from '../../components/form/errors';

export const receiptPath = (paymentId: number | string) => `/app/account-settings/receipt/${encodeURIComponent(String(paymentId))}`;

/** /app/account-settings/receipt/{paymentId}: one payment's receipt, made to be printed. */
export function ReceiptPage({ user }: { user: CurrentUser }) {
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(user.username, paymentId);
  if (user.role !== 'employer') return <ReceiptMissing text="Receipts belong to employer accounts." />;
  if (receipt.isPending) return <PageLoading label="Loading the receipt…" />;
  if (receipt.isError) return <ReceiptMissing text={failureMessage(receipt.error)} />;
  if (!receipt.data) return <ReceiptMissing text="There is no receipt with this number on your account." />;
  const data = receipt.data;
  return (
    <section className="app-page receipt" aria-labelledby="receipt-title">
      <PageMeta title={`Receipt ${data.paymentId}`} noindex />
      <div className="receipt__actions no-print">
        <Link to="/app/account-settings#receipts">‹ Settings</Link>
        <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className="app-panel receipt__sheet">
        <header className="receipt__head">
          <div>
            <p className="receipt__brand">Chairside</p>
            <h1 className="receipt__title" id="receipt-title">
              Receipt
            </h1>
          </div>
          <dl className="receipt__facts">
            <dt>Receipt</dt>
            <dd>{data.paymentId}</dd>
            <dt>Order</dt>
            <dd>#{data.orderId}</dd>
            <dt>Date</dt>
            <dd>{orderDay(data.createdAt)}</dd>
            <dt>Status</dt>
            <dd className="text-capitalize">{data.status.toLowerCase()}</dd>
          </dl>
        </header>
        <div className="receipt__parties">
          <div className="receipt__seller">
            <h2 className="receipt__label">Sold by</h2>
            <p className="mb-0">
              {[data.seller.name, ...data.seller.address].map((line, index) => (
                <span key={index} className="d-block">
                  {line}
                </span>
              ))}
            </p>
          </div>
          <div className="receipt__billed">
            <h2 className="receipt__label">Billed to</h2>
            <p className="mb-0">
              {data.billedTo.practiceName}
              <br />
              {data.billedTo.email}
              {data.billedTo.address ? (
                <>
                  <br />
                  {data.billedTo.address}
                </>
              ) : null}
            </p>
          </div>
        </div>
        <OrderItemsTable order={data} caption="Items paid" />
        <p className="receipt__paid">
          {data.card ? `Paid ${formatCents(data.total)} with ${data.card.brand} ending in ${data.card.last4}.` : `Paid ${formatCents(data.total)}.`}
          {data.gatewayTransactionId ? ` Transaction ${data.gatewayTransactionId}.` : ''}
        </p>
      </div>
    </section>
  );
}

function ReceiptMissing({ text }: { text: string }) {
  return (
    <section className="app-page app-page--narrow" aria-labelledby="receipt-missing-title">
      <PageMeta title="Receipt not found" noindex />
      <h1 className="app-page__title" id="receipt-missing-title">
        Receipt not found
      </h1>
      <div className="app-panel">
        <p>{text}</p>
        <Link to="/app/account-settings" className="btn btn-outline-primary">
          Back to settings
        </Link>
      </div>
    </section>
  );
}

/** The employer's payments, newest first, each with its receipt (in account settings). */
export function ReceiptsPanel({ username }: { username: string }) {
  const receipts = useReceipts(username);
  return (
    <section className="app-panel settings-panel receipts-panel" aria-labelledby="receipts" id="receipts-panel">
      <h2 className="settings-panel__title" id="receipts">
        Receipts
      </h2>
      {receipts.isPending ? (
        <PageLoading label="Loading your receipts…" />
      ) : receipts.isError ? (
        <div className="alert alert-danger mb-0" role="alert">
          {failureMessage(receipts.error)}
        </div>
      ) : receipts.data.length === 0 ? (
        <p className="mb-0">
          No payments yet. <Link to="/app/post-job/select-product">Buy job postings</Link>
        </p>
      ) : (
        <ul className="receipts-list">
          {receipts.data.map((receipt) => (
            <li key={String(receipt.paymentId)} className="receipts-list__item">
              <span className="receipts-list__text">
                <span className="receipts-list__title">{receipt.description}</span>
                <span className="receipts-list__meta">
                  {orderDay(receipt.createdAt)} · {formatCents(receipt.total)} · <span className="text-capitalize">{receipt.status.toLowerCase()}</span>
                </span>
              </span>
              <Link to={receiptPath(receipt.paymentId)} aria-label={`View receipt for ${receipt.description}, ${orderDay(receipt.createdAt)}`}>
                View receipt
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShiftInvoicesList username={username} hideEmpty />
    </section>
  );
}
