import { eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobs } from '@chairside/db/schema';

/** A posting's street address on one line ('2450 N Clark St, Suite 2, Chicago, IL 60614'); null without a street. */
export async function findPostingAddress(db: Database, jobId: number): Promise<string | null> {
  const [row] = await db
    .select({ address: jobs.address, address2: jobs.address2, city: jobs.city, state: jobs.state, zip: jobs.zip })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!row?.address?.trim()) return null;
  const region = [row.state, row.zip].filter(Boolean).join(' ');
  return [row.address, row.address2, row.city, region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
