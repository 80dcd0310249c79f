import { details } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

export type ReceiptEmailData = {
  practiceName: string;
  paymentId: number;
  orderId: number;
  day: string;
  /** Each item: what it is, and "quantity x unit fee = amount". */
  items: { description: string; amount: string }[];
  /** Subtotal, discount when there is one, total paid. */
  totals: { label: string; value: string }[];
  paidWith: string | null;
  receiptUrl: string;
  /** Who sold: the company's name and postal address lines. */
  seller: { name: string; address: string[] };
};

/** The receipt of a payment, to the practice's account address. */
export const receiptEmail = emailTemplate({
  name: 'receipt',
  description: "To the practice's account address after a payment: what was bought, the totals and the card, with a link to print the receipt.",
  sample: (base): ReceiptEmailData => ({
    practiceName: 'Bright Smiles Dental',
    paymentId: 5012,
    orderId: 4107,
    day: '2026-09-07',
    items: [
      { description: 'Job posting (30 days)', amount: '2 x $199.00 = $398.00' },
      { description: 'National search add-on', amount: '1 x $49.00 = $49.00' },
    ],
    totals: [
      { label: 'Subtotal', value: '$447.00' },
      { label: 'Discount (SPRING50)', value: '-$50.00' },
      { label: 'Total paid', value: '$397.00' },
    ],
    paidWith: 'Paid with Visa ending 1111',
    receiptUrl: `${base}/app/account-settings/receipt/5012`,
    seller: { name: 'Chairside, Inc.', address: ['100 Congress Avenue, Suite 200', 'Austin, TX 78701'] },
  }),
  subject: (data) => `Your Chairside receipt ${data.paymentId}`,
  content: (data: ReceiptEmailData) => ({
    preheader: `${data.totals.at(-1)?.value ?? ''} paid on ${data.day}.`,
    heading: `Receipt ${data.paymentId}`,
    body: [
      `Thank you for your order, ${data.practiceName}.`,
      `Receipt ${data.paymentId} (order ${data.orderId}), ${data.day}`,
      details(data.items.map((item) => ({ label: item.description, value: item.amount }))),
      details(data.totals),
      ...(data.paidWith ? [data.paidWith] : []),
      `Sold by ${[data.seller.name, ...data.seller.address].join(', ')}`,
    ],
    button: { label: 'View or print this receipt', url: data.receiptUrl },
    footer: { reason: 'You got this email because a payment was made from your Chairside account.' },
  }),
});
