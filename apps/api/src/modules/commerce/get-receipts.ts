import type { Receipt, ReceiptSummary } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireCallerId } from '../../platform/caller';
import { listReceipts, loadReceipt } from './orders-repository';

/** The seller named on receipts, from the settings (SELLER_NAME, SELLER_ADDRESS). */
export const sellerOf = (ctx: AppContext): Receipt['seller'] => ({ name: ctx.config.SELLER_NAME, address: ctx.config.SELLER_ADDRESS });

export async function getReceipts(ctx: AppContext, username: string): Promise<{ receipts: ReceiptSummary[] }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  return { receipts: await listReceipts(ctx.db, employerId) };
}

/** One of the employer's receipts; another employer's or a missing one is 404. */
export async function getReceipt(ctx: AppContext, username: string, paymentId: number): Promise<Receipt> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const receipt = await loadReceipt(ctx.db, employerId, paymentId);
  if (!receipt) throw notFound('That receipt');
  return { ...receipt, seller: sellerOf(ctx) };
}
