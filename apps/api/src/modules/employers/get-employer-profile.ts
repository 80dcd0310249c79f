import type { EmployerProfile } from '@chairside/domain/employer-profile';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { responseTimeOfPractice } from '../jobs/public-api';
import { loadOfficeViews } from '../offices/public-api';
import { findEmployer } from './employers-repository';
import { employerProfileOf } from './employer-profile-view';

/**
 * The practice profile with its offices. A public profile: anyone, without signing in. A
 * private one: its owner only; everyone else gets the same 404 as for an unknown name. With how
 * soon the practice usually answers applicants (ADR 112).
 */
export async function getEmployerProfile(ctx: AppContext, username: string, viewer: RequestAuth | null): Promise<EmployerProfile> {
  const employer = await findEmployer(ctx.db, username);
  if (!employer || (!employer.isPublic && viewer?.username !== employer.username)) throw notFound('That employer profile');
  const offices = await loadOfficeViews(ctx.db, employer.id);
  return { ...employerProfileOf(employer, offices), responseTime: await responseTimeOfPractice(ctx.db, employer.id, ctx.clock.now()) };
}
