// The newsletter with double opt-in: a subscription waits for the emailed link; the welcome email
// and every later one carry a one-click unsubscribe (List-Unsubscribe, RFC 8058).
import { leadFields } from '@chairside/domain/marketing-forms';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { MarketingForms } from '../../platform/marketing-forms';
import { enforceLimits } from '../../platform/request-limits';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { FORM_LIMITS, submitOncePerTicket } from './form-guard';
import { confirmSubscriber, findSubscriber, requestSubscription, unsubscribe, type NewsletterSubscriber } from './marketing-forms-repository';
import type { Sender } from './submit-lead';
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './marketing-emails';

export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm/';
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe/';
export const NEWSLETTER_ONE_CLICK_PATH = '/api9/newsletter/unsubscribe/';
export const NEWSLETTER_PENDING = 'Almost done: please check your email and confirm your subscription.';

/** The headers of every newsletter email: the one-click unsubscribe address and the mailto fallback. */
export function unsubscribeHeaders(ctx: AppContext, subscriberId: number) {
  const token = ctx.signedLinks.create('newsletter-unsubscribe', { subscriberId }, { ttlMs: SIGNED_LINK_TTL_MS['newsletter-unsubscribe'] });
  return {
    page: ctx.signedLinks.url(NEWSLETTER_UNSUBSCRIBE_PAGE, token),
    headers: {
      'List-Unsubscribe': `<${ctx.signedLinks.url(NEWSLETTER_ONE_CLICK_PATH, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** POST newsletter/subscriptions: the confirmation email (not for an address already confirmed, which is told the same). */
export async function subscribeToNewsletter(ctx: AppContext, body: { email: string; formTicket?: string; website?: string }, sender: Sender) {
  return submitOncePerTicket(ctx, body, { message: NEWSLETTER_PENDING }, async () => {
    await enforceLimits(ctx, [
      [FORM_LIMITS.perAddress, sender.ip],
      [FORM_LIMITS.perEmail, body.email],
    ]);
    const subscriber = await requestSubscription(ctx.db, body.email, ctx.clock.now().toISOString());
    if (subscriber.status === 'PENDING') {
      const link = ctx.signedLinks.link('newsletter-confirm', { subscriberId: subscriber.id }, NEWSLETTER_CONFIRM_PAGE, {
        ttlMs: SIGNED_LINK_TTL_MS['newsletter-confirm'],
      });
      await ctx.mailer.send({ to: subscriber.email, ...newsletterConfirmationEmail.render({ confirmUrl: link }) });
    }
    return { message: NEWSLETTER_PENDING };
  });
}

function subscriberOf(ctx: AppContext, token: string, purpose: 'newsletter-confirm' | 'newsletter-unsubscribe') {
  const link = ctx.signedLinks.verify(token, purpose);
  const id = Number(link.subject.subscriberId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('LINK_INVALID', 'This link is not valid: open it again from the email.', { field: 'token' });
  return id;
}

const answer = (subscriber: NewsletterSubscriber) => ({ email: subscriber.email, status: subscriber.status });
const gone = () => new AppError('NOT_FOUND', 'This subscription was not found.', { field: 'token' });

/** POST newsletter/confirm: PENDING -> CONFIRMED once, the list's service told, a welcome email. Again: the same answer. */
export async function confirmNewsletter(ctx: AppContext, forms: MarketingForms, token: string) {
  const id = subscriberOf(ctx, token, 'newsletter-confirm');
  const confirmed = await confirmSubscriber(ctx.db, id, ctx.clock.now().toISOString());
  if (!confirmed) {
    const subscriber = await findSubscriber(ctx.db, id);
    if (!subscriber) throw gone();
    return answer(subscriber);
  }
  await forms.submit({
    formName: 'newsletter',
    fields: leadFields({
      formName: 'newsletter',
      name: '',
      leadEmail: confirmed.email,
      phone: null,
      practiceName: null,
      role: null,
      roleOther: null,
      position: null,
      zip: null,
      leadSource: 'footer',
      assetTitle: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
    }),
    pageUri: NEWSLETTER_CONFIRM_PAGE,
    userId: null,
  });
  const { page, headers } = unsubscribeHeaders(ctx, confirmed.id);
  await ctx.mailer.send({
    to: confirmed.email,
    ...newsletterWelcomeEmail.render({ siteUrl: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/`, unsubscribeUrl: page }),
    headers,
  });
  return answer(confirmed);
}

/** Unsubscribes (the page's button, or the mail client's one-click POST); again: no change. */
export async function unsubscribeNewsletter(ctx: AppContext, token: string) {
  const id = subscriberOf(ctx, token, 'newsletter-unsubscribe');
  await unsubscribe(ctx.db, id, ctx.clock.now().toISOString());
  const subscriber = await findSubscriber(ctx.db, id);
  if (!subscriber) throw gone();
  return answer(subscriber);
}
