import {
  DOWNLOADS,
  DOWNLOAD_PAGE,
  LEAD_FORM_SUCCESS,
  downloadByTitle,
  leadFields,
  type DownloadKey,
  type MarketingFormName,
} from '@chairside/domain/marketing-forms';
import type { LeadFormRequest } from '@chairside/domain/marketing-forms-schemas';
import type { AppContext } from '../../platform/context';
import type { MarketingForms } from '../../platform/marketing-forms';
import { enforceLimits } from '../../platform/request-limits';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { FORM_LIMITS, submitOncePerTicket } from './form-guard';
import { userIdOf } from './marketing-forms-repository';
import { leadDownloadEmail, leadThanksEmail, leadWebinarEmail } from './marketing-emails';

export type Sender = { ip: string; username?: string };

/** The download a lead asked for: its asset title, else the toolkit its form is named after. */
function downloadOf(formName: MarketingFormName, assetTitle: string | null): DownloadKey | null {
  const byTitle = downloadByTitle(assetTitle);
  if (byTitle) return byTitle;
  if (formName === 'hiring-toolkit' || formName === 'jobseeker-toolkit') return formName;
  return null;
}

/** The signed address of a download's page (no sign-in), for the email: the page offers the file. */
export function downloadLink(ctx: AppContext, key: DownloadKey): string {
  return ctx.signedLinks.link('download', { asset: key }, DOWNLOAD_PAGE, { ttlMs: SIGNED_LINK_TTL_MS.download });
}

function confirmationEmail(ctx: AppContext, lead: LeadFormRequest, download: DownloadKey | null) {
  if (download) return leadDownloadEmail.render({ name: lead.name, title: DOWNLOADS[download].title, downloadUrl: downloadLink(ctx, download) });
  const siteUrl = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/`;
  if (lead.formName === 'student-webinar') return leadWebinarEmail.render({ name: lead.name, siteUrl });
  return leadThanksEmail.render({ name: lead.name, assetTitle: lead.assetTitle, siteUrl });
}

/**
 * PUT users/public/lead: the bot checks, the limits, then the submission goes to the marketing-form
 * service chosen by form name and the lead gets a confirmation (the download link for a toolkit).
 * A filled honeypot answers the same success and keeps nothing.
 */
export async function submitLead(ctx: AppContext, forms: MarketingForms, lead: LeadFormRequest, sender: Sender): Promise<{ message: string }> {
  return submitOncePerTicket(ctx, lead, { message: LEAD_FORM_SUCCESS }, async () => {
    await enforceLimits(ctx, [
      [FORM_LIMITS.perAddress, sender.ip],
      [FORM_LIMITS.perEmail, lead.leadEmail],
    ]);
    const userId = await userIdOf(ctx.db, sender.username);
    await forms.submit({ formName: lead.formName, fields: leadFields(lead), pageUri: lead.pageUri, userId });
    const email = confirmationEmail(ctx, lead, downloadOf(lead.formName, lead.assetTitle));
    await ctx.mailer.send({ to: lead.leadEmail, ...email });
    return { message: LEAD_FORM_SUCCESS };
  });
}
