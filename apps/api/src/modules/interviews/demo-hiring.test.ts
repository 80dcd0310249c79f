import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '@chairside/db/seed';
import { ApplicationSchema, EmployerApplicationSchema, InterviewSchema, StaffInvitationSchema, groupInterviewsByDay } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { logIn, type TestAccount } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';

const api = useTestApi();

async function signIn(email: string, username: string): Promise<TestAccount> {
  const login = await logIn(api, email, 'chairside-demo');
  expect(login.statusCode).toBe(200);
  return { username, email, password: '', authorization: login.headers.authorization as string, cookie: '' };
}

describe('the demo hiring data', () => {
  it('gives the demo practice applicants and interviews, and the demo seeker an application, an invitation and an interview', async () => {
    const seeded = await seedDemoData(api.database.db);
    expect(seeded?.applications).toBeGreaterThanOrEqual(6);
    expect(seeded?.interviews).toBe(4);
    expect(seeded?.invitations).toBe(4);
    // Idempotent: a second run makes nothing, and the claim keeps hiring from being seeded twice.
    expect(await seedDemoData(api.database.db)).toBeNull();
    const count = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from applications`);
    expect(count.rows[0].n).toBe(seeded?.applications);

    const employer = await signIn('employer@demo.chairside.dev', 'demo-employer');
    const seeker = await signIn('seeker@demo.chairside.dev', 'demo-seeker');

    const applicants = (await call(api, employer, 'GET', '/api9/users/employers/demo-employer/applications')).json();
    expect(applicants.length).toBe(seeded?.applications);
    for (const applicant of applicants) expect(EmployerApplicationSchema.parse(applicant)).toEqual(applicant);
    expect(applicants.some((a: { reviewedDate: string | null }) => a.reviewedDate === null)).toBe(true);
    expect(applicants.some((a: { isLike: boolean }) => a.isLike)).toBe(true);
    expect(applicants.every((a: { isGoodToApply: boolean }) => a.isGoodToApply)).toBe(true);

    const jobs = (await call(api, employer, 'GET', '/api9/users/employers/demo-employer/jobs')).json();
    const live = jobs.filter((job: { isActive: boolean }) => job.isActive);
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const job of live) expect(job.applicantCount, job.name).toBeGreaterThanOrEqual(1);
    const dashboard = (await call(api, employer, 'GET', '/api9/users/employers/demo-employer/dashboard')).json();
    expect(dashboard.newApplicants).toBe(applicants.filter((a: { reviewedDate: string | null }) => a.reviewedDate === null).length);

    const practiceInterviews = (await call(api, employer, 'GET', '/api9/users/demo-employer/interviews?date=all')).json();
    // Three to come and one that took place yesterday (its outcome is asked for by email).
    expect(practiceInterviews).toHaveLength(4);
    for (const interview of practiceInterviews) expect(InterviewSchema.parse(interview)).toEqual(interview);
    expect(new Set(practiceInterviews.map((i: { type: string }) => i.type))).toEqual(new Set(['INPERSON', 'WORKING', 'VIRTUAL']));
    expect(groupInterviewsByDay(practiceInterviews, 'America/Chicago').length).toBe(4);

    const applications = (await call(api, seeker, 'GET', '/api9/users/staff/demo-seeker/applications')).json();
    expect(applications).toHaveLength(1);
    expect(ApplicationSchema.parse(applications[0]).job).toMatchObject({ displayStatus: 'Active', practice: { username: 'demo-employer' } });

    const invitations = (await call(api, seeker, 'GET', '/api9/users/staff/demo-seeker/invitations')).json();
    expect(invitations).toHaveLength(1);
    expect(StaffInvitationSchema.parse(invitations[0])).toMatchObject({ status: 'PENDING', job: { position: 'DH', isLive: true } });
    expect(invitations[0].job.practice.username).not.toBe('demo-employer');

    const mine = (await call(api, seeker, 'GET', '/api9/users/demo-seeker/interviews?date=all')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'INPERSON', username: 'demo-seeker', practice: { username: 'demo-employer' } });

    // The demo seeker's resume is private, but she applied to the demo practice.
    expect((await call(api, employer, 'GET', '/api9/users/staff/demo-seeker/profile')).statusCode).toBe(200);
    expect((await call(api, null, 'GET', '/api9/users/staff/demo-seeker/profile')).statusCode).toBe(404);
  }, 120_000);
});
