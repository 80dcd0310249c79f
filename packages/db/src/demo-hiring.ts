// The demo marketplace's hiring: applicants on the demo practice's live postings (some reviewed,
// liked or disliked), invitations, interviews, and the demo job seeker's own application,
// pending invitation from another practice and interview.
import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, like, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { createApplication, createInterview, createInvitation } from './factories';
import { jobSlots, jobs, staffProfiles, staffSkills, users } from './schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** A day `days` from now at `hourUtc`:00 UTC. */
function daysAheadAt(days: number, hourUtc: number): Date {
  const day = new Date(Date.now() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
}

type LiveJob = {
  id: number;
  employerId: number;
  name: string | null;
  position: string | null;
  lat: number | null;
  lng: number | null;
  postedDate: Date | null;
  isConfidential: boolean;
};

/** Postings taking applications now: ACTIVE, in a slot that is not cancelled, not expired. */
async function liveJobsOf(db: Database, employerId: number | null, position?: string): Promise<LiveJob[]> {
  const now = new Date();
  return db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      name: jobs.name,
      position: jobs.position,
      lat: jobs.lat,
      lng: jobs.lng,
      postedDate: jobs.postedDate,
      isConfidential: jobs.isConfidential,
    })
    .from(jobs)
    .innerJoin(jobSlots, eq(jobSlots.id, jobs.slotId))
    .where(
      and(
        employerId === null ? sql`true` : eq(jobs.employerId, employerId),
        position ? eq(jobs.position, position) : sql`true`,
        eq(jobs.status, 'ACTIVE'),
        sql`${jobSlots.cancelledAt} is null`,
        or(
          and(eq(jobs.isSubscription, true), or(sql`${jobSlots.expiresAt} is null`, sql`${jobSlots.expiresAt} > ${now.toISOString()}::timestamptz`)),
          and(eq(jobs.isSubscription, false), sql`${jobs.expiredDate} > ${now.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(jobs.id));
}

/** Demo job seekers (not the demo seeker) of a position whose resume is good to apply, nearest the place first. */
async function goodApplicants(db: Database, position: string | null, near: { lat: number | null; lng: number | null }, count: number, exclude: number[]) {
  const skills = db
    .select({ n: sql<number>`count(*)` })
    .from(staffSkills)
    .where(eq(staffSkills.userId, users.id));
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'staff'),
        like(users.email, '%@example.com'),
        position ? eq(users.position, position) : sql`true`,
        sql`${staffProfiles.intro} is not null`,
        gte(sql`(${skills})`, 5),
        exclude.length
          ? sql`${users.id} not in (${sql.join(
              exclude.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`true`,
      ),
    )
    .orderBy(sql`(${users.lat} - ${near.lat ?? 41.9})^2 + (${users.lng} - ${near.lng ?? -87.65})^2`, asc(users.id))
    .limit(count);
}

/** A moment after the posting went up and before now. */
function appliedAfter(job: LiveJob, hoursAgoMax: number): Date {
  const earliest = Math.max(job.postedDate?.getTime() ?? Date.now() - DAY_MS, Date.now() - hoursAgoMax * HOUR_MS);
  return new Date(earliest + randomInt(0, Math.max(1, Date.now() - earliest - HOUR_MS)));
}

/**
 * Loads the demo hiring data; answers what it made. Expects the demo accounts and postings
 * (seed.ts runs this once, after them); without the demo practice it makes nothing.
 */
export async function seedDemoHiring(db: Database) {
  const made = { applications: 0, invitations: 0, interviews: 0 };
  const [practice] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo-employer'));
  const [seeker] = await db.select({ id: users.id, lat: users.lat, lng: users.lng }).from(users).where(eq(users.username, 'demo-seeker'));
  if (!practice || !seeker) return made;

  const live = await liveJobsOf(db, practice.id);
  const used = [seeker.id];
  const applicationsByJob = new Map<number, number[]>();
  // 2 to 5 applicants on each live posting, about half of them already reviewed.
  for (const job of live) {
    const people = await goodApplicants(db, job.position, job, randomInt(2, 6), used);
    const ids: number[] = [];
    for (const [i, person] of people.entries()) {
      const reviewed = i % 2 === 1;
      const application = await createApplication(db, job.id, person.id, {
        appliedAt: appliedAfter(job, 72),
        reviewedDate: reviewed ? dayOf(new Date()) : null,
        opinion: reviewed ? (i % 4 === 1 ? 'LIKED' : 'DISLIKED') : null,
      });
      ids.push(application.id);
      used.push(person.id);
      made.applications++;
    }
    applicationsByJob.set(job.id, ids);
  }

  // The demo seeker applied to the demo practice's hygienist posting; the practice liked it and proposes a visit.
  const hygienist = live.find((job) => job.position === 'DH' && job.name?.includes('Friendly Family Practice')) ?? live.find((job) => job.position === 'DH');
  if (hygienist) {
    const application = await createApplication(db, hygienist.id, seeker.id, {
      message:
        'Hello Dana! I am a registered hygienist with eight years in Chicago family practices, and I live ten minutes from Lincoln Park. ' +
        'I would love to bring my perio experience to your team.',
      appliedAt: new Date(Date.now() - 26 * HOUR_MS),
      reviewedDate: dayOf(new Date()),
      opinion: 'LIKED',
    });
    await createInterview(db, application.id, {
      type: 'INPERSON',
      interviewDate: daysAheadAt(3, 15),
      notes: 'You will meet Dana and our lead hygienist. Please bring your license.',
    });
    made.applications++;
    made.interviews++;
  }

  // Two more interviews for the practice: a working interview and a video call.
  for (const [position, type, days, hour] of [
    ['DA', 'WORKING', 5, 14],
    ['DD', 'VIRTUAL', 1, 18],
  ] as const) {
    const job = live.find((candidate) => candidate.position === position);
    const applicationId = job ? applicationsByJob.get(job.id)?.[0] : undefined;
    if (applicationId === undefined) continue;
    await createInterview(db, applicationId, { type, interviewDate: daysAheadAt(days, hour) });
    made.interviews++;
  }

  // An interview that took place yesterday: the practice is emailed a link to record how it went.
  const visited = live.find((candidate) => candidate.position === 'DH');
  const visitedApplicationId = visited ? applicationsByJob.get(visited.id)?.[0] : undefined;
  if (visitedApplicationId !== undefined) {
    await createInterview(db, visitedApplicationId, { type: 'INPERSON', interviewDate: daysAheadAt(-1, 15) });
    made.interviews++;
  }

  // The practice invited a few public resumes to its postings: pending ones and one declined.
  const invitees = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'staff'),
        like(users.email, '%@example.com'),
        eq(staffProfiles.isPublic, true),
        used.length
          ? sql`${users.id} not in (${sql.join(
              used.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`true`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(3);
  for (const [i, invitee] of invitees.entries()) {
    const job = live[i % Math.max(1, live.length)];
    if (!job) break;
    await createInvitation(db, job.id, invitee.id, { status: i === 2 ? 'DECLINED' : 'PENDING' });
    made.invitations++;
  }

  // A pending invitation for the demo seeker from the nearest other practice with a live hygienist posting.
  const distance = (job: LiveJob) => ((job.lat ?? 0) - (seeker.lat ?? 41.97)) ** 2 + ((job.lng ?? 0) - (seeker.lng ?? -87.68)) ** 2;
  const [nearest] = (await liveJobsOf(db, null, 'DH'))
    .filter((job) => job.employerId !== practice.id && !job.isConfidential)
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id);
  if (nearest) {
    await createInvitation(db, nearest.id, seeker.id, {
      message: 'Hi Rosa, your periodontal experience caught our eye. We would love for you to apply: we offer four-day weeks and paid CE.',
      invitedAt: new Date(Date.now() - 5 * HOUR_MS),
    });
    made.invitations++;
  }
  return made;
}
