import type { Database } from '@chairside/db/client';
import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import { sellerOf } from './get-receipts';
import { loadReceipt } from './orders-repository';
import { receiptEmail } from './receipt-email';

/** The receipt of a payment by email to the practice's account address, queued in the payment's transaction (tx). */
export async function sendReceiptEmail(ctx: AppContext, tx: Database, employerId: number, paymentId: number): Promise<void> {
  const receipt = await loadReceipt(tx, employerId, paymentId);
  if (!receipt) return;
  await ctx.mailer.send(
    {
      to: receipt.billedTo.email,
      ...receiptEmail.render({
        practiceName: receipt.billedTo.practiceName,
        paymentId: receipt.paymentId,
        orderId: receipt.orderId,
        day: receipt.createdAt.slice(0, 10),
        items: receipt.items.map((item) => ({
          description: item.description,
          amount: `${item.quantity} x ${formatCents(item.unitFee)} = ${formatCents(item.amount)}`,
        })),
        totals: [
          { label: 'Subtotal', value: formatCents(receipt.subtotal) },
          ...(receipt.discount > 0
            ? [{ label: `Discount${receipt.discountCode ? ` (${receipt.discountCode})` : ''}`, value: `-${formatCents(receipt.discount)}` }]
            : []),
          { label: 'Total paid', value: formatCents(receipt.total) },
        ],
        paidWith: receipt.card ? `Paid with ${receipt.card.brand} ending ${receipt.card.last4}` : null,
        receiptUrl: `${ctx.config.PUBLIC_URL}/app/account-settings/receipt/${paymentId}`,
        seller: sellerOf(ctx),
      }),
    },
    { tx },
  );
}
