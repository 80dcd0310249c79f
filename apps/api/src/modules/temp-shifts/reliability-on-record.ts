import { inArray } from 'drizzle-orm';
import { reliabilityEvents } from '@chairside/db/schema';
import type { Database } from '@chairside/db/client';
import { reliabilityOf } from './shifts-repository';

/** The reliability scores of those of these professionals who have a history of booked shifts (the others have none to show). */
export async function reliabilityOnRecord(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const withHistory = await db
    .selectDistinct({ userId: reliabilityEvents.userId })
    .from(reliabilityEvents)
    .where(inArray(reliabilityEvents.userId, [...new Set(userIds)]));
  return reliabilityOf(
    db,
    withHistory.map((row) => row.userId),
  );
}
