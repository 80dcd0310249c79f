import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import { loadReceipt } from './orders-repository';

/** The receipt of a payment by email to the practice's account address. */
export async function sendReceiptEmail(ctx: AppContext, employerId: number, paymentId: number): Promise<void> {
  const receipt = await loadReceipt(ctx.db, employerId, paymentId);
  if (!receipt) return;
  const link = `${ctx.config.PUBLIC_URL}/app/account-settings/receipt/${paymentId}`;
  const lines = receipt.items.map((item) => `${item.description}\n  ${item.quantity} x ${formatCents(item.unitFee)} = ${formatCents(item.amount)}`);
  const text = [
    `Thank you for your order, ${receipt.billedTo.practiceName}.`,
    '',
    `Receipt ${receipt.paymentId} (order ${receipt.orderId}), ${receipt.createdAt.slice(0, 10)}`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatCents(receipt.subtotal)}`,
    ...(receipt.discount > 0 ? [`Discount${receipt.discountCode ? ` (${receipt.discountCode})` : ''}: -${formatCents(receipt.discount)}`] : []),
    `Total paid: ${formatCents(receipt.total)}`,
    ...(receipt.card ? [`Paid with ${receipt.card.brand} ending ${receipt.card.last4}`] : []),
    '',
    `View or print this receipt: ${link}`,
  ].join('\n');
  await ctx.mailer.send({ to: receipt.billedTo.email, subject: `Your Chairside receipt ${receipt.paymentId}`, text });
}
