import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { contactMessages, jobs, newsletterSubscribers, users } from '@chairside/db/schema';
import type { SalaryPostingPay } from '@chairside/domain/salary-survey';

export type NewsletterSubscriber = { id: number; email: string; status: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED' };

const subscriberFields = { id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status };

export async function userIdOf(db: Database, username: string | undefined): Promise<number | null> {
  if (!username) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

export async function insertContactMessage(db: Database, message: { name: string; email: string; message: string; userId: number | null }) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

/**
 * Asks for a subscription: a new address, or one that left, becomes PENDING (asked again now); a
 * PENDING one stays so; a CONFIRMED one is unchanged. Answers the row as it is after.
 */
export async function requestSubscription(db: Database, email: string, now: string): Promise<NewsletterSubscriber> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: 'PENDING', requestedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: sql`case when ${newsletterSubscribers.status} = 'CONFIRMED' then 'CONFIRMED' else 'PENDING' end`,
        requestedAt: sql`case when ${newsletterSubscribers.status} = 'CONFIRMED' then ${newsletterSubscribers.requestedAt} else excluded.requested_at end`,
        unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'CONFIRMED' then ${newsletterSubscribers.unsubscribedAt} else null end`,
      },
    })
    .returning(subscriberFields);
  return row;
}

export async function findSubscriber(db: Database, id: number): Promise<NewsletterSubscriber | null> {
  const [row] = await db.select(subscriberFields).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/** PENDING -> CONFIRMED; answers the row when it changed, null otherwise. */
export async function confirmSubscriber(db: Database, id: number, now: string): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'CONFIRMED', confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, 'PENDING')))
    .returning(subscriberFields);
  return row ?? null;
}

export async function unsubscribe(db: Database, id: number, now: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'UNSUBSCRIBED', unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'UNSUBSCRIBED')));
}

const COUNTED_PAY_CODES = ['HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE'] as const;

/** Every published posting's position, state and pay (hourly or yearly), for the salary survey. */
export async function postingPay(db: Database): Promise<SalaryPostingPay[]> {
  return db
    .select({ position: jobs.position, state: jobs.state, payCode: jobs.payCode, salaryMin: jobs.salaryMin, salaryMax: jobs.salaryMax })
    .from(jobs)
    .where(and(ne(jobs.status, 'DRAFT'), inArray(jobs.payCode, [...COUNTED_PAY_CODES])));
}
