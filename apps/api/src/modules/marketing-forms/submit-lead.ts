import { DOWNLOADS, LEAD_FORM_SUCCESS, downloadByTitle, leadFields, type DownloadKey, type MarketingFormName } from '@chairside/domain/marketing-forms';
import type { LeadFormRequest } from '@chairside/domain/marketing-forms-schemas';
import type { AppContext } from '../../platform/context';
import type { MarketingForms } from '../../platform/marketing-forms';
import { enforceLimits } from '../../platform/request-limits';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { FORM_LIMITS, submitOncePerTicket } from './form-guard';
import { userIdOf } from './marketing-forms-repository';

export type Sender = { ip: string; username?: string };

/** The download a lead asked for: its asset title, else the toolkit its form is named after. */
function downloadOf(formName: MarketingFormName, assetTitle: string | null): DownloadKey | null {
  const byTitle = downloadByTitle(assetTitle);
  if (byTitle) return byTitle;
  if (formName === 'hiring-toolkit' || formName === 'jobseeker-toolkit') return formName;
  return null;
}

/** The signed address that serves a download (no sign-in), for the email. */
export function downloadLink(ctx: AppContext, key: DownloadKey): string {
  return ctx.signedLinks.link('download', { asset: key }, '/api9/downloads/', { ttlMs: SIGNED_LINK_TTL_MS.download });
}

function confirmationEmail(ctx: AppContext, lead: LeadFormRequest, download: DownloadKey | null) {
  const greeting = `Hello ${lead.name},`;
  if (download) {
    const { title } = DOWNLOADS[download];
    const link = downloadLink(ctx, download);
    return {
      subject: `Your copy of ${title}`,
      text: `${greeting}\n\nThank you for your interest. Download ${title} here (the link works for 30 days):\n${link}\n\nThe Chairside team`,
    };
  }
  if (lead.formName === 'student-webinar')
    return {
      subject: 'You are registered for the Chairside student webinar',
      text: `${greeting}\n\nThank you for registering for our webinar for dental students. We will email you the date and the link to join a week before it starts.\n\nThe Chairside team`,
    };
  return {
    subject: 'Thank you for contacting Chairside',
    text: `${greeting}\n\nThank you for your interest${lead.assetTitle ? ` in ${lead.assetTitle}` : ''}. Someone from our team will be in touch soon.\n\nThe Chairside team`,
  };
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
