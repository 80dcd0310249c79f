import type { StaffDetails, StaffDetailsAnswer } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { requireZip } from '../geo/public-api';
import { saveDetails } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';

/** Position, ZIP (checked against the ZIP data), license, other achievements, years, salary, specialties. */
export async function updateDetails(ctx: AppContext, username: string, input: StaffDetails): Promise<StaffDetailsAnswer> {
  const place = await requireZip(ctx.db, input.zip);
  const user = await requireStaffUser(ctx, username);
  const saved = await saveDetails(ctx.db, user.id, input, place);
  return {
    ...saved.user,
    license: saved.profile.license,
    licenseState: saved.profile.licenseState,
    licenseNumber: saved.profile.licenseNumber,
    phone: saved.profile.phone,
    showCurrentEmployer: saved.profile.showCurrentEmployer,
    other: saved.profile.other,
    experience: saved.profile.experience,
    salary: saved.profile.salary,
    specialties: saved.profile.specialties,
  };
}
