import type { Availability, AvailabilityAnswer } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { saveAvailability } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';
import { availabilityOf } from './staff-profile-view';

/** The weekdays the person can work, for permanent and for temp jobs (all 14 flags). */
export async function updateAvailability(ctx: AppContext, username: string, input: Availability): Promise<AvailabilityAnswer> {
  const user = await requireStaffUser(ctx, username);
  return availabilityOf(await saveAvailability(ctx.db, user.id, input));
}
