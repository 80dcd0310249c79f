import { CLASSIFIED_TERM_DAYS } from '@chairside/domain/classifieds';
import { isVerifiedPractice } from '../credentials/public-api';
import { setReview } from './classifieds-repository';

const DAY_MS = 86_400_000;
/** The note on a listing a verified practice published without review. */
export const VERIFIED_PRACTICE_NOTE = 'Verified practice: published without review.';

/** A practice verified by its organization NPI skips moderation (ADR 115): its new or edited listing is approved at once, for a full term. */
export async function approveIfVerifiedPractice(db: Parameters<typeof setReview>[0], id: number, ownerId: number, now: Date): Promise<void> {
  if (!(await isVerifiedPractice(db, ownerId))) return;
  await setReview(db, id, { status: 'APPROVED', note: VERIFIED_PRACTICE_NOTE, now, expiresAt: new Date(now.getTime() + CLASSIFIED_TERM_DAYS * DAY_MS) });
}
