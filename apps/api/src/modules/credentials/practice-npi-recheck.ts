// The scheduled re-check of verified practices (ADR 124), one recurring task of scheduled-tasks.ts:
// every practice confirmed by its organization NPI 30 days ago or more is looked up again with the
// NPI Registry. Still an active organization under the practice's name: the confirmation day moves
// on. Deactivated, gone from the registry or under another name: the "Verified practice" badge is
// removed and the practice is emailed why, in the same transaction (the notice queue's outbox). A
// registry that cannot be reached changes nothing; the practice is tried again on the next pass.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { employers, users } from '@chairside/db/schema';
import { REVERIFY_EVERY_DAYS } from '@chairside/domain/credentials';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { lookUpNpi } from './npi-registry';
import { matchOrganization } from './practice-npi';
import { practiceNpiLapsedEmail } from './practice-npi-lapsed-email';

export const PRACTICE_NPI_TASK = 'practice-npi-recheck';
export const PRACTICE_NPI_EVERY_MS = 6 * 60 * 60 * 1000;
/** Practices looked up in one pass at most (the oldest confirmations first); the rest wait for the next. */
export const PRACTICE_NPI_BATCH = 200;

const DAY_MS = 86_400_000;

export type PracticeNpiRecheck = { confirmed: number; lapsed: number; unreachable: number };

export async function recheckPracticeNpis(ctx: AppContext, log: TaskLog, now: Date): Promise<PracticeNpiRecheck> {
  const counts: PracticeNpiRecheck = { confirmed: 0, lapsed: 0, unreachable: 0 };
  const due = await ctx.db
    .select({
      userId: employers.userId,
      practiceName: employers.practiceName,
      npi: employers.orgNpi,
      verifiedAt: employers.npiVerifiedAt,
      email: users.email,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(
      and(
        isNotNull(employers.orgNpi),
        isNotNull(employers.npiVerifiedAt),
        lte(employers.npiVerifiedAt, new Date(now.getTime() - REVERIFY_EVERY_DAYS * DAY_MS).toISOString()),
      ),
    )
    .orderBy(employers.npiVerifiedAt)
    .limit(PRACTICE_NPI_BATCH);

  for (const practice of due) {
    const npi = practice.npi!;
    const verifiedAt = practice.verifiedAt!;
    // Only the standing this pass read is changed: a practice that submitted another NPI meanwhile keeps its answer.
    const unchanged = and(eq(employers.userId, practice.userId), eq(employers.orgNpi, npi), eq(employers.npiVerifiedAt, verifiedAt));
    let record: Awaited<ReturnType<typeof lookUpNpi>>;
    try {
      record = await lookUpNpi(ctx.config.NPI_REGISTRY_URL, npi);
    } catch (error) {
      log.error({ err: error }, 'the NPI Registry could not be reached for a practice re-check');
      counts.unreachable += 1;
      continue;
    }
    const outcome = matchOrganization(record, practice.practiceName);
    if (outcome.verified) {
      await ctx.db.update(employers).set({ npiVerifiedAt: now.toISOString() }).where(unchanged);
      counts.confirmed += 1;
      continue;
    }
    const lapsed = await ctx.db
      .transaction(async (tx) => {
        const cleared = await tx.update(employers).set({ npiVerifiedAt: null }).where(unchanged).returning({ userId: employers.userId });
        if (cleared.length === 0) return false;
        const email = practiceNpiLapsedEmail.render({
          practiceName: practice.practiceName,
          npi,
          reason: outcome.detail,
          profileUrl: `${ctx.config.PUBLIC_URL}/app/employer-profile#practice-npi`,
        });
        await ctx.mailer.send({ to: practice.email, ...email }, { tx, key: `practice-npi-lapsed:${practice.userId}:${npi}:${verifiedAt}` });
        return true;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a lapsed practice NPI was not recorded');
        return false;
      });
    if (lapsed) counts.lapsed += 1;
  }
  return counts;
}
