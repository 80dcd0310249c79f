// The demo job seeker's My CE's (ADR 53): a renewal cycle and a few courses, dated from the day
// the demo is seeded, so the tracker shows progress. Once: nothing when the cycle exists.
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { ceCycles, staffCourses, users } from './schema';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const COURSES = [
  { name: 'Periodontal instrumentation refresh', provider: 'Lake Shore Dental Society', daysAgo: 120, hours: 6, category: 'CLINICAL' },
  { name: 'Infection control and OSHA update', provider: 'Illinois Dental Hygienists’ Association', daysAgo: 60, hours: 2, category: 'INFECTION_CONTROL' },
  { name: 'BLS for healthcare providers', provider: 'American Heart Association', daysAgo: 30, hours: 4, category: 'CPR_BLS' },
];

export async function seedDemoCe(db: Database): Promise<{ ceCourses: number } | null> {
  const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo-seeker')).limit(1);
  if (!seeker) return null;
  const [existing] = await db.select({ userId: ceCycles.userId }).from(ceCycles).where(eq(ceCycles.userId, seeker.id)).limit(1);
  if (existing) return null;
  await db.transaction(async (tx) => {
    await tx.insert(ceCycles).values({ userId: seeker.id, state: 'IL', cycleStart: day(-365), cycleEnd: day(730), hoursRequired: 36 });
    await tx.insert(staffCourses).values(
      COURSES.map((course) => ({
        userId: seeker.id,
        name: course.name,
        provider: course.provider,
        completedDate: day(-course.daysAgo),
        hours: course.hours,
        category: course.category,
      })),
    );
  });
  return { ceCourses: COURSES.length };
}
