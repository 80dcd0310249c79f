import type { EmployerProfile, EmployerProfileInput } from '@chairside/domain/employer-profile';
import type { AppContext } from '../../platform/context';
import { getEmployerProfile } from './get-employer-profile';
import { saveProfile } from './employers-repository';
import { requireEmployerRecord } from './require-employer';

/** Replaces practice name, about, employer type and technologies; answers the whole profile. */
export async function updateEmployerProfile(ctx: AppContext, username: string, input: EmployerProfileInput): Promise<EmployerProfile> {
  const employer = await requireEmployerRecord(ctx, username);
  await saveProfile(ctx.db, employer.id, input);
  return getEmployerProfile(ctx, username, { username, role: 'employer', delegated: false });
}
