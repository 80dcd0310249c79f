import { formatCents } from '@chairside/domain/money';
import { formatDate } from '../../lib/dates';
import type { OrderItem } from './commerce-api';

/** A date-time from the API as 'May 15, 2026', on the reader's day. */
export const orderDay = (iso: string) => formatDate(iso);

type Priced = { items: OrderItem[]; subtotal: number; discount: number; total: number; discountCode: string | null };

/** The items of an order or receipt with their amounts, the discount and the total. */
export function OrderItemsTable({ order, caption }: { order: Priced; caption?: string }) {
  return (
    <table className="order-table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="order-table__num">
            Qty
          </th>
          <th scope="col" className="order-table__num">
            Unit price
          </th>
          <th scope="col" className="order-table__num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.productCode}>
            <th scope="row">
              {item.description} <span className="text-body-secondary">({item.productCode})</span>
            </th>
            <td className="order-table__num">{item.quantity}</td>
            <td className="order-table__num">{formatCents(item.unitFee)}</td>
            <td className="order-table__num">{formatCents(item.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td className="order-table__num">{formatCents(order.subtotal)}</td>
        </tr>
        {order.discount > 0 ? (
          <tr>
            <th scope="row" colSpan={3}>
              Discount{order.discountCode ? ` (${order.discountCode})` : ''}
            </th>
            <td className="order-table__num">−{formatCents(order.discount)}</td>
          </tr>
        ) : null}
        <tr className="order-table__total">
          <th scope="row" colSpan={3}>
            Total paid
          </th>
          <td className="order-table__num">{formatCents(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

type OrderLike = Priced & { slots: { slotId: number; product: string }[]; credits: Record<string, number>; jobId?: number };

/** An order: its items, what it added to the account (job slots, credits). */
export function OrderDetails({ order }: { order: OrderLike }) {
  const credits = Object.entries(order.credits ?? {}).filter(([, count]) => count > 0);
  return (
    <div className="order-details">
      <h2 className="cart-section-title">Your order</h2>
      <OrderItemsTable order={order} caption="Items in your order" />
      {order.slots.length > 0 || credits.length > 0 ? (
        <>
          <h3 className="order-details__heading">Added to your account</h3>
          <ul className="order-details__added">
            {order.slots.length > 0 ? (
              <li>
                {order.slots.length === 1 ? '1 job slot' : `${order.slots.length} job slots`} (
                {[...new Set(order.slots.map((slot) => slot.product))].join(', ')})
              </li>
            ) : null}
            {credits.map(([code, count]) => (
              <li key={code}>
                {count} {code} credit{count === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
