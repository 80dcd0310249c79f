import type { CeCourse, CeCourseInput } from '@chairside/domain/ce-tracker';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteCourse, insertCourse, updateCourse } from './ce-repository';
import { courseOf } from './ce-views';
import { requireSeeker } from './get-ce-overview';

/** The most courses one person keeps (the resume's courses included). */
export const CE_COURSES_MAX = 500;

export const unknownCourse = () => new AppError('NOT_FOUND', 'That course was not found.', { field: 'courseId' });

/** POST users/staff/{id}/ce/courses: a course, which is also one of the resume's courses. */
export async function addCeCourse(ctx: AppContext, username: string, input: CeCourseInput): Promise<CeCourse> {
  const seeker = await requireSeeker(ctx, username);
  return courseOf(username, await insertCourse(ctx.db, seeker.id, input));
}

/** PUT users/staff/{id}/ce/courses/{courseId}: another person's course or none 404 courseId. */
export async function updateCeCourse(ctx: AppContext, username: string, courseId: number, input: CeCourseInput): Promise<CeCourse> {
  const seeker = await requireSeeker(ctx, username);
  const row = await updateCourse(ctx.db, seeker.id, courseId, input);
  if (!row) throw unknownCourse();
  return courseOf(username, row);
}

/** DELETE users/staff/{id}/ce/courses/{courseId}: the course and its certificate file. */
export async function removeCeCourse(ctx: AppContext, username: string, courseId: number): Promise<void> {
  const seeker = await requireSeeker(ctx, username);
  const row = await deleteCourse(ctx.db, seeker.id, courseId);
  if (!row) throw unknownCourse();
  if (row.certificateKey) await ctx.storage.delete(row.certificateKey).catch(() => undefined);
}
