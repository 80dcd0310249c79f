// Bot checks of the public forms instead of a captcha (ADR 47): a hidden honeypot field that
// people never fill, a form ticket that must be a few seconds old (a script that posts at once
// has none, or a fresh one), and per-address and per-email limits in the shared counters.
import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_AGE_MS } from '@chairside/domain/marketing-forms';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { RequestLimit } from '../../platform/request-limits';

/** A ticket for one form: signed, stating when it was given. */
export function issueFormTicket(ctx: AppContext): string {
  return ctx.signedLinks.create('form-ticket', { t: ctx.clock.now().getTime() }, { ttlMs: FORM_TICKET_MAX_AGE_MS });
}

const ticketRefused = (message: string) => new AppError('VALIDATION', message, { field: 'formTicket' });

/**
 * 'person' when the submission passes; 'bot' when the honeypot is filled (the caller answers as
 * if it worked and keeps nothing, so a script learns nothing). A missing, forged, expired or
 * too fresh ticket is a 400 naming formTicket.
 */
export function screenSubmission(ctx: AppContext, body: { formTicket?: string; website?: string }): 'person' | 'bot' {
  if (body.website !== undefined && body.website.trim() !== '') return 'bot';
  if (!body.formTicket) throw ticketRefused('Please fill in the form on the page and send it from there.');
  let issuedAt: number;
  try {
    const link = ctx.signedLinks.verify(body.formTicket, 'form-ticket');
    issuedAt = Number(link.subject.t);
  } catch {
    throw ticketRefused('This form has been open too long or was changed: reload the page and send it again.');
  }
  if (!Number.isFinite(issuedAt) || ctx.clock.now().getTime() - issuedAt < FORM_TICKET_MIN_AGE_MS)
    throw ticketRefused('That was quicker than a person can type: please check the form and send it again.');
  return 'person';
}

const tryAgain = (wait: string) => `There was an error submitting the form. Please try again in ${wait}.`;

/** Public forms from one address: a person sends a few; a flood is stopped. */
export const FORM_LIMITS = {
  perAddress: { name: 'marketing-forms:address', limit: 20, windowSeconds: 3600, perAddress: true, message: tryAgain },
  /** Mail sent to one address by strangers' forms: a download, a confirmation, a few times an hour. */
  perEmail: { name: 'marketing-forms:email', limit: 5, windowSeconds: 3600, message: tryAgain },
  contactPerAddress: { name: 'contact-us:address', limit: 5, windowSeconds: 3600, perAddress: true, message: tryAgain },
  ticketsPerAddress: { name: 'form-tickets:address', limit: 120, windowSeconds: 3600, perAddress: true, message: tryAgain },
} satisfies Record<string, RequestLimit>;
