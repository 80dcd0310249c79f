import type { CeCycleInput, CeOverview } from '@chairside/domain/ce-tracker';
import type { AppContext } from '../../platform/context';
import { saveCycle } from './ce-repository';
import { getCeOverview, requireSeeker } from './get-ce-overview';

/** PUT users/staff/{id}/ce/cycle: the licence's renewal cycle (always editable; presets only suggest). */
export async function setCeCycle(ctx: AppContext, username: string, input: CeCycleInput): Promise<CeOverview> {
  const seeker = await requireSeeker(ctx, username);
  await saveCycle(ctx.db, seeker.id, input);
  return getCeOverview(ctx, username);
}
