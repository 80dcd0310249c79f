import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEmployerAccount, createJobPosting, createOffice } from '@chairside/db/factories';
import { seedDemoData } from '@chairside/db/seed';
import { JobPostingInputSchema, publishProblems } from '@chairside/domain/job-posting';
import { OfficeHoursInputSchema, OfficeInputSchema } from '@chairside/domain/office';
import { POSITION_CODES } from '@chairside/domain/positions';
import { useTestApi } from '../../testing/test-api';
import { logIn } from '../../testing/accounts';
import { call, tempUploadsDir } from '../../testing/staff-profiles';
import { sanitizeDescription } from './sanitize-description';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

describe('the office and posting factories', () => {
  it('make offices and postings the API itself would accept, for every position and type', async () => {
    const { user } = await createEmployerAccount(api.database.db, { passwordHash: 'x' });
    const { office, hours } = await createOffice(api.database.db, user.id);
    expect(office.isPrimary).toBe(true);
    const officeBody = {
      name: office.name,
      address: office.address,
      address2: office.address2,
      city: office.city,
      state: office.state,
      zip: office.zip,
      phone: office.phone,
    };
    expect(OfficeInputSchema.safeParse(officeBody).error?.issues ?? []).toEqual([]);
    expect(OfficeHoursInputSchema.safeParse({ hours: hours.map(({ dow, opens, closes }) => ({ dow, opens, closes })) }).error?.issues ?? []).toEqual([]);
    expect((await createOffice(api.database.db, user.id)).office.isPrimary).toBe(false);

    for (const position of POSITION_CODES) {
      for (const type of ['PERM', 'TEMP'] as const) {
        const { job, dates, slot } = await createJobPosting(api.database.db, user.id, { position, type, postedDate: new Date() });
        const body = {
          officeId: job.officeId,
          position: job.position,
          name: job.name,
          description: job.description,
          urltitle: job.urltitle,
          type: job.type,
          address: job.address,
          address2: job.address2,
          city: job.city,
          state: job.state,
          zip: job.zip,
          isConfidential: job.isConfidential,
          payCode: job.payCode,
          salaryMin: job.salaryMin,
          salaryMax: job.salaryMax,
          specialties: job.specialties,
          jobDates: dates.map((d) => ({ date: d.date, startTime: d.startTime, endTime: d.endTime })),
        };
        const parsed = JobPostingInputSchema.safeParse(body);
        expect(parsed.error?.issues ?? [], `${position} ${type}`).toEqual([]);
        expect(sanitizeDescription(job.description)).toBe(job.description);
        expect(publishProblems({ ...job, jobDates: dates }, new Date().toISOString().slice(0, 10))).toEqual([]);
        expect(slot).toMatchObject({ activeJobId: job.id, product: 'JOB' });
        expect(job).toMatchObject({ status: 'ACTIVE', officeId: office.id, city: office.city });
        expect(dates.length > 0).toBe(type === 'TEMP');
      }
    }
    const credit = await createJobPosting(api.database.db, user.id, { credit: true });
    expect(credit.job).toMatchObject({ status: 'DRAFT', position: null, name: null, slotId: null, postedDate: null });
  });
});

describe('the demo seed', () => {
  it('gives the demo practice offices with hours, free slots, a credit post and postings in every state', async () => {
    const seeded = await seedDemoData(api.database.db);
    expect(seeded).toMatchObject({ employers: 51, seekers: 301 });
    expect(seeded?.jobs).toBeGreaterThan(300);
    expect(await seedDemoData(api.database.db)).toBeNull();

    const login = await logIn(api, 'employer@demo.chairside.dev', 'chairside-demo');
    const demo = { username: 'demo-employer', email: '', password: '', authorization: login.headers.authorization as string, cookie: '' };
    const url = '/api9/users/employers/demo-employer';
    const offices = (await call(api, demo, 'GET', `${url}/offices`)).json();
    expect(offices.map((office: { name: string; isPrimary: boolean }) => [office.name, office.isPrimary])).toEqual([
      ['Lincoln Park', true],
      ['Ravenswood', false],
    ]);
    expect(offices.every((office: { hours: unknown[] }) => office.hours.length >= 5)).toBe(true);

    const slots = (await call(api, demo, 'GET', `${url}/job-slots`)).json();
    const free = slots.filter((slot: { activeJobId: number }) => slot.activeJobId === 0);
    expect(free).toHaveLength(3);
    expect(free.filter((slot: { isSubscription: boolean }) => slot.isSubscription)).toHaveLength(1);
    expect(slots.slice(0, 3)).toEqual(free);

    const jobs = (await call(api, demo, 'GET', `${url}/jobs?limit=2500`)).json();
    const statuses = new Set(jobs.map((job: { displayStatus: string }) => job.displayStatus));
    for (const status of ['Draft', 'Active', 'Filled', 'Closed', 'Expired']) expect(statuses, status).toContain(status);
    expect(jobs.filter((job: { group: string }) => job.group === 'credit')).toHaveLength(1);
    const subscription = jobs.find((job: { isSubscription: boolean; isActive: boolean }) => job.isSubscription && job.isActive);
    expect(subscription.adjustedExpireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const temp = jobs.find((job: { type: string; isActive: boolean }) => job.type === 'TEMP' && job.isActive);
    expect(temp.jobDates.length).toBeGreaterThan(0);
    const live = jobs.filter((job: { isActive: boolean }) => job.isActive);
    for (const job of live) expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().structuredData).not.toBeNull();

    const dashboard = (await call(api, demo, 'GET', `${url}/dashboard`)).json();
    expect(dashboard).toMatchObject({ freeSlots: 3, freeSubscriptionSlots: 1, hasSubscription: true, creditPostings: 1 });
    expect(dashboard.profileGaps.map((gap: { key: string }) => gap.key)).toEqual(['officePhotos']);

    const stats = await api.database.db.execute<Record<string, number>>(sql`
      select (select count(*)::int from jobs) as jobs,
             (select count(*)::int from jobs where is_national) as national,
             (select count(distinct position)::int from jobs where position is not null) as positions,
             (select count(*)::int from jobs where type = 'TEMP') as temp,
             (select min(n)::int from (select count(*) as n from offices group by employer_id) o) as min_offices,
             (select max(n)::int from (select count(*) as n from offices group by employer_id) o) as max_offices,
             (select count(distinct employer_id)::int from offices) as practices`);
    const row = stats.rows[0];
    expect(row.jobs).toBeGreaterThan(300);
    expect(row.national).toBeGreaterThan(0);
    expect(row.positions).toBe(6);
    expect(row.temp).toBeGreaterThan(40);
    expect(row.min_offices).toBe(1);
    // The 51 demo practices, and the factory test's practice above.
    expect(row.practices).toBe(52);
    expect(row.max_offices).toBeLessThanOrEqual(3);
    const pages = (await call(api, null, 'GET', '/api9/jobs/live-pages')).json();
    expect(pages.length).toBeGreaterThan(200);
  }, 120_000);
});
