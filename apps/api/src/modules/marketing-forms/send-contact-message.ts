import type { z } from 'zod';
import type { ContactMessageRequestSchema } from '@chairside/domain/marketing-forms-schemas';
import type { AppContext } from '../../platform/context';
import { enforceLimits } from '../../platform/request-limits';
import { FORM_LIMITS, submitOncePerTicket } from './form-guard';
import { insertContactMessage, userIdOf } from './marketing-forms-repository';
import { contactMessageEmail } from './marketing-emails';
import type { Sender } from './submit-lead';

export const CONTACT_THANKS = "Thank you for your message. We'll reply by email soon.";

/** POST contactus: kept (with the account when signed in) and sent to the team's address. */
export async function sendContactMessage(ctx: AppContext, body: z.infer<typeof ContactMessageRequestSchema>, sender: Sender): Promise<{ message: string }> {
  return submitOncePerTicket(ctx, body, { message: CONTACT_THANKS }, async () => {
    await enforceLimits(ctx, [
      [FORM_LIMITS.contactPerAddress, sender.ip],
      [FORM_LIMITS.perEmail, body.email],
    ]);
    const userId = await userIdOf(ctx.db, sender.username);
    const id = await insertContactMessage(ctx.db, { name: body.name, email: body.email, message: body.message, userId });
    await ctx.mailer.send({
      to: ctx.config.CONTACT_EMAIL,
      ...contactMessageEmail.render({ id, name: body.name, email: body.email, account: userId ? (sender.username ?? null) : null, message: body.message }),
    });
    return { message: CONTACT_THANKS };
  });
}
