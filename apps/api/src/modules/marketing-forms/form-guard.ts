// Bot checks of the public forms instead of a captcha (ADR 47): a hidden honeypot field that
// people never fill, a single-use form ticket that must be a few seconds old (a script that posts
// at once has none, or a fresh one), and per-address and per-email limits in the shared counters.
import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_AGE_MS } from '@chairside/domain/marketing-forms';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { RequestLimit } from '../../platform/request-limits';
import type { VerifiedSignedLink } from '../../platform/signed-links';

/** A ticket for one submission of one form: signed, single use, stating when it was given. */
export function issueFormTicket(ctx: AppContext): string {
  return ctx.signedLinks.create('form-ticket', { t: ctx.clock.now().getTime() }, { ttlMs: FORM_TICKET_MAX_AGE_MS, singleUse: true });
}

const ticketRefused = (message: string) => new AppError('VALIDATION', message, { field: 'formTicket' });
const outdatedTicket = () => ticketRefused('This form has been open too long or was changed: reload the page and send it again.');

/**
 * Screens a public form's submission, then sends it (`send`) once per ticket. A filled honeypot
 * answers `decoy` as if it worked and keeps nothing, so a script learns nothing. A missing,
 * forged, expired, too fresh or already used ticket is a 400 naming formTicket. The ticket is
 * spent only when `send` succeeds: a submission refused later (a limit, the service down) may be
 * sent again with it.
 */
export async function submitOncePerTicket<T>(ctx: AppContext, body: { formTicket?: string; website?: string }, decoy: T, send: () => Promise<T>): Promise<T> {
  if (body.website !== undefined && body.website.trim() !== '') return decoy;
  if (!body.formTicket) throw ticketRefused('Please fill in the form on the page and send it from there.');
  let link: VerifiedSignedLink;
  try {
    link = ctx.signedLinks.verify(body.formTicket, 'form-ticket');
  } catch {
    throw outdatedTicket();
  }
  if (!link.singleUse) throw outdatedTicket();
  const issuedAt = Number(link.subject.t);
  if (!Number.isFinite(issuedAt) || ctx.clock.now().getTime() - issuedAt < FORM_TICKET_MIN_AGE_MS)
    throw ticketRefused('That was quicker than a person can type: please check the form and send it again.');
  try {
    return await ctx.signedLinks.useOnce(link, send);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LINK_USED') throw ticketRefused('This form was sent already. To send it again, reload the page.');
    throw error;
  }
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
