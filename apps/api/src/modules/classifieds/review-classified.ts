import { CLASSIFIED_TERM_DAYS, type AdminClassified, type Classified } from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listingNotFound } from './classified-access';
import { classifiedViewOf } from './classified-view';
import { findClassified, findOwnerContact, listForModeration, listPhotos, openFlagsOf, resolveFlags, setReview } from './classifieds-repository';
import { sendReviewNotice, type NoticeLog } from './review-notices';

const DAY_MS = 86_400_000;
export type ClassifiedModeration = { decision: 'APPROVE' | 'REJECT' | 'DISMISS_FLAGS'; note: string | null };

/**
 * PUT admin/classifieds/{id}: APPROVE shows it for 60 days from now; REJECT hides it (the note
 * is shown to its owner); both close its open reports. DISMISS_FLAGS closes the reports only.
 * When the decision changes the listing's status, its owner gets an email saying so (the live
 * page, or the reason and how to resubmit); a decision that leaves the status as it was sends none.
 */
export async function reviewClassified(ctx: AppContext, id: number, moderation: ClassifiedModeration, log?: NoticeLog): Promise<Classified> {
  const now = ctx.clock.now();
  const before = await ctx.db.transaction(async (tx) => {
    const row = await findClassified(tx, id, true);
    if (!row) throw listingNotFound();
    if (moderation.decision === 'DISMISS_FLAGS') {
      if (row.status !== 'APPROVED') throw new AppError('CONFLICT', 'Only a live listing has reports to dismiss.', { field: 'decision' });
    } else {
      const status = moderation.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      await setReview(tx, id, { status, note: moderation.note, now, expiresAt: new Date(now.getTime() + CLASSIFIED_TERM_DAYS * DAY_MS) });
    }
    await resolveFlags(tx, id, now);
    return row;
  });
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  if (moderation.decision !== 'DISMISS_FLAGS' && row.status !== before.status) {
    const owner = await findOwnerContact(ctx.db, row.ownerId);
    if (owner) await sendReviewNotice(ctx, log, row, owner);
  }
  return classifiedViewOf(row, await listPhotos(ctx.db, [id]), { userId: null, isAdmin: true }, now);
}

/** GET admin/classifieds: the review queue or the reported listings, with their owners and open reports. */
export async function listModerationQueue(ctx: AppContext, queue: 'PENDING' | 'FLAGGED'): Promise<AdminClassified[]> {
  const now = ctx.clock.now();
  const rows = await listForModeration(ctx.db, queue, 200);
  const ids = rows.map((row) => row.id);
  const [photos, flags] = await Promise.all([listPhotos(ctx.db, ids), openFlagsOf(ctx.db, ids)]);
  return rows.map((row) => ({
    classified: classifiedViewOf(row, photos, { userId: null, isAdmin: true }, now),
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    openFlags: flags.filter((flag) => flag.classifiedId === row.id).map((flag) => ({ reason: flag.reason, createdAt: flag.createdAt.toISOString() })),
  }));
}
