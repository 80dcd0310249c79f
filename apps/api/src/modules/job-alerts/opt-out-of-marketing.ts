import type { AppContext } from '../../platform/context';
import { isOptedOut, setMarketingEmail } from './job-alerts-repository';
import { requireOwnerAccount } from './require-owner-account';

/**
 * PUT users/{id}/optout2 {state}: true stops all marketing email (job alerts, newsletter,
 * product news; emails about the person's own messages, applications and interviews still go);
 * false allows all three again.
 */
export async function optOut(ctx: AppContext, username: string, state: boolean): Promise<{ isOptout: boolean }> {
  const owner = await requireOwnerAccount(ctx, username);
  await setMarketingEmail(ctx.db, owner.id, !state);
  return { isOptout: await isOptedOut(ctx.db, owner.id) };
}
