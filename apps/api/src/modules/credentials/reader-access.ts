// Who reads a person's card images and numbers (ADR 115): the person, administrators (reviewing),
// and practices the person applied to (or holds an open invitation of), or that see resume search's
// full cards (resume access, invitation credits or an invitation subscription). Everyone else: the
// same 404 as a card that does not exist.
//
// The practices' half depends on hiring and commerce, which themselves show credentials: it is
// given to this module by the app (apps/api/src/credential-readers.ts), so no import circle forms.
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';

/** Whether the practice (its username) may read the person's (its user id) credentials. */
export type PracticeReadsCredentials = (ctx: AppContext, practiceUsername: string, holderId: number) => Promise<boolean>;

export async function mayReadCredentials(
  ctx: AppContext,
  practiceReads: PracticeReadsCredentials,
  holderUsername: string,
  holderId: number,
  viewer: RequestAuth,
): Promise<boolean> {
  if (viewer.username === holderUsername || viewer.role === 'admin') return true;
  if (viewer.role !== 'employer') return false;
  return practiceReads(ctx, viewer.username, holderId);
}
