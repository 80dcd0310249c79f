import type { StaffAssessmentKind } from '@chairside/domain/assessments/catalog';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { deleteProgress, deleteStaffResult, findStaffId } from './assessments-repository';

/** DELETE users/staff/{id}/{kind}: removes the result and any saved progress (start again). */
export async function deleteStaffAssessment(ctx: AppContext, username: string, kind: StaffAssessmentKind): Promise<void> {
  const userId = await findStaffId(ctx.db, username);
  if (userId === null) throw notFound('That job seeker');
  await ctx.db.transaction(async (tx) => {
    await deleteStaffResult(tx, userId, kind);
    await deleteProgress(tx, userId, kind);
  });
}
