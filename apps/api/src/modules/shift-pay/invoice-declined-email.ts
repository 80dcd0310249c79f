import { emailTemplate } from '../../platform/email/email-template';

export type InvoiceDeclinedData = { invoiceId: number; amount: string; message: string; nextAttemptOn: string | null; receiptsUrl: string };

/** To the practice when a temp shift invoice's charge is declined: tried again on the renewal schedule, or overdue after the last try. */
export const invoiceDeclinedEmail = emailTemplate({
  name: 'shift-invoice-declined',
  description:
    "To the practice when the charge of a temp shift invoice is declined: it is tried again on the renewals' schedule; after the last try the invoice is overdue.",
  sample: (base): InvoiceDeclinedData => ({
    invoiceId: 42,
    amount: '$151.80',
    message: 'Insufficient funds',
    nextAttemptOn: '2026-12-10',
    receiptsUrl: `${base}/app/receipts`,
  }),
  subject: (data) => `Temp shift invoice ${data.invoiceId}: the charge did not go through`,
  content: (data: InvoiceDeclinedData) => ({
    preheader: data.nextAttemptOn ? `We will try again on ${data.nextAttemptOn}.` : 'The invoice is now overdue.',
    heading: 'A temp shift charge was declined',
    body: [
      `Your card was not charged ${data.amount} for a temp shift (invoice ${data.invoiceId}): ${data.message}.`,
      data.nextAttemptOn
        ? `We will try again on ${data.nextAttemptOn}. Make sure your card can be charged.`
        : 'That was the last try: the invoice is now overdue and our team will contact you. The professional is still owed the pay.',
    ],
    button: { label: 'Update your card', url: data.receiptsUrl },
    footer: { reason: 'You got this email because your practice booked a temp professional on Chairside.' },
  }),
});
