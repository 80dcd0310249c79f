import { CLASSIFIED_TERM_DAYS, classifiedPath } from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { claimExpiryNotice, listExpiredUnnoticed } from './classifieds-repository';
import { RENEW_PAGE } from './renew-classified';
import { classifiedExpiredEmail } from './classified-emails';

export const CLASSIFIED_EXPIRY_TASK = 'classified-expiry-notices';
export const CLASSIFIED_EXPIRY_EVERY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Tells the owner of each listing whose 60 days have ended, once per term, with a signed link
 * that renews it for another 60 days without signing in. The notice is claimed before the email
 * goes (two instances never both send it).
 */
export async function sendClassifiedExpiryNotices(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await listExpiredUnnoticed(ctx.db, now, BATCH)) {
    if (!row.expiresAt || !(await claimExpiryNotice(ctx.db, row.id, row.expiresAt))) continue;
    const renewUrl = ctx.signedLinks.link('classified-renew', { classifiedId: row.id }, RENEW_PAGE, {
      ttlMs: SIGNED_LINK_TTL_MS['classified-renew'],
      singleUse: true,
    });
    const listingUrl = new URL(classifiedPath(row.id, row.title), ctx.config.PUBLIC_URL).toString();
    await ctx.mailer.send({
      to: row.ownerEmail,
      ...classifiedExpiredEmail.render({ ownerName: row.ownerName, title: row.title, termDays: CLASSIFIED_TERM_DAYS, renewUrl, listingUrl }),
    });
    sent += 1;
  }
  if (sent > 0) log.info({ sent }, 'classified expiry notices sent');
  return sent;
}
