import type { Application, ApplyInput } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { requireStaffAccount } from './require-accounts';
import { submitApplication } from './submit-application';

/** POST users/staff/{id}/applications: the job seeker applies to a live posting with a message. */
export async function applyToJob(ctx: AppContext, username: string, input: ApplyInput): Promise<Application> {
  const seeker = await requireStaffAccount(ctx, username);
  return submitApplication(ctx, seeker, input.jobId, input.message, input.answers, input.source ?? null);
}
