// The practices that may read a person's credential cards and numbers (ADR 115), built from the
// hiring and commerce modules for the credentials module (which they import for badges): a
// practice the person applied to or holds an open invitation of, or one that sees resume search's
// full cards (resume access, invitation credits or an invitation subscription).
import { resumeAccessOf } from '@chairside/domain/resume-search-rules';
import type { AppContext } from './platform/context';
import { findAccount } from './modules/applications/public-api';
import { loadResumeAccessFacts } from './modules/commerce/public-api';
import type { PracticeReadsCredentials } from './modules/credentials/public-api';
import { hasHiringLink } from './modules/profiles/public-api';

export const practiceReadsCredentials: PracticeReadsCredentials = async (ctx: AppContext, practiceUsername: string, holderId: number) => {
  if (await hasHiringLink(ctx.db, practiceUsername, holderId)) return true;
  const practice = await findAccount(ctx.db, practiceUsername, 'employer');
  if (!practice) return false;
  return resumeAccessOf(await loadResumeAccessFacts(ctx.db, practice.id, ctx.clock.now())) === 'full';
};
