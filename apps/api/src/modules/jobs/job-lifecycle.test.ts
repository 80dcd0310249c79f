import { beforeEach, describe, expect, it } from 'vitest';
import { createJobPosting } from '@chairside/db/factories';
import { filterJobPosts, groupPosts, sortJobPosts } from '@chairside/domain/job-status';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';

const START = '2026-03-02T15:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

beforeEach(() => clock.set(START));

/** A date's shift facts before the practice sets them: applicants, no rate, hours in the posting's zone (60614). */
const UNSET_SHIFT = { bookingMode: 'APPLICANTS', rateCents: null, breakMinutes: 0, totalCents: null, timeZone: 'America/Chicago' };
const own = (username: string, jobId: number) => `/api9/users/${username}/jobs/${jobId}`;

describe('a posting from draft to filled, closed and expired', () => {
  it('drafts, publishes into a slot for 30 days, fills, reopens, closes, and expires by the clock', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      displayStatus: 'Draft',
      group: 'drafts',
      type: 'PERM',
      isPlanned: false,
      postedDate: null,
      expiredDate: null,
      slotId: null,
      isActive: false,
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
      positionLabel: 'Dental Hygienist (RDH)',
      salary: '$45.00–$55.00/hour',
      salaryUnits: 'HOUR',
      slug: 'dental-hygienist-job-in-chicago-il',
      views: 0,
      applicantCount: 0,
      jobDates: [],
    });
    expect(draft.lat).toEqual(expect.any(Number));
    expect((await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).statusCode).toBe(404);

    const slot = await giveSlot(api, employer);
    const published = await publish(api, employer, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'ACTIVE',
      displayStatus: 'Active',
      group: 'active',
      isActive: true,
      isExpired: false,
      isUnslotted: false,
      isSubscription: false,
      slotId: slot.id,
      postedDate: START,
      expiredDate: '2026-04-01T15:00:00.000Z',
      adjustedExpireDate: '2026-04-01T15:00:00.000Z',
    });
    const slots = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slots`)).json();
    expect(slots).toEqual([expect.objectContaining({ slotId: slot.id, activeJobId: draft.id, product: 'JOB', expiresAt: '2026-04-01T15:00:00.000Z' })]);

    const page = (await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).json();
    expect(page).toMatchObject({ isLive: true, displayStatus: 'Active', practice: { name: 'Bright Smiles Dental', username: employer.username } });
    expect(page.structuredData).toMatchObject({
      '@type': 'JobPosting',
      title: 'Registered Dental Hygienist',
      datePosted: '2026-03-02',
      validThrough: '2026-04-01T15:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Bright Smiles Dental' },
      jobLocation: { address: { addressLocality: 'Chicago', addressRegion: 'IL', postalCode: '60614', streetAddress: '2450 N Clark St' } },
      baseSalary: { currency: 'USD', value: { minValue: 45, maxValue: 55, unitText: 'HOUR' } },
    });

    const status = (value: string) => call(api, employer, 'PUT', `/api9/jobs/${draft.id}/status`, { status: value });
    const filled = await status('BOOKED');
    expect(filled.json()).toMatchObject({ status: 'BOOKED', displayStatus: 'Filled', group: 'closed-active', isActive: false });
    const filledPage = (await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).json();
    expect(filledPage).toMatchObject({ displayStatus: 'Filled', isLive: false, structuredData: null });

    expect((await status('ACTIVE')).json()).toMatchObject({ status: 'ACTIVE', displayStatus: 'Active' });
    expect((await status('CANCELED')).json()).toMatchObject({ status: 'CANCELED', displayStatus: 'Closed', group: 'closed-active' });
    expect((await status('ACTIVE')).json()).toMatchObject({ status: 'ACTIVE', isActive: true });

    clock.advanceDays(30);
    const expired = (await call(api, employer, 'GET', own(employer.username, draft.id))).json();
    expect(expired).toMatchObject({ status: 'ACTIVE', isExpired: true, isActive: false, displayStatus: 'Expired', group: 'expired' });
    expect((await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).json()).toMatchObject({ isLive: false, displayStatus: 'Expired', structuredData: null });
    expect((await call(api, null, 'GET', '/api9/jobs/live-pages')).json().map((p: { id: number }) => p.id)).not.toContain(draft.id);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slots`)).json()).toEqual([]);

    expect((await status('CANCELED')).statusCode).toBe(200);
    const reopen = await status('ACTIVE');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().errors[0]).toMatchObject({ field: 'status', message: 'This posting has expired, so it cannot be reopened.' });
    expect((await status('DRAFT')).statusCode).toBe(400);
  });

  it('a temp posting: three dates, each with its own status; editing keeps them', async () => {
    const employer = await signUpEmployer(api);
    const dates = [
      { date: '2026-03-05', startTime: '08:00', endTime: '17:00' },
      { date: '2026-03-06' },
      { date: '2026-03-09', startTime: '07:30', endTime: '13:00' },
    ];
    const draft = await createDraft(
      api,
      employer,
      postingBody({ type: 'TEMP', name: 'Temp Hygienist', payCode: 'HOUR', salaryMin: 5000, salaryMax: null, jobDates: dates }),
    );
    expect(draft).toMatchObject({ type: 'TEMP', isPlanned: true, salary: '$50.00/hour' });
    expect(draft.jobDates).toEqual([
      { id: expect.any(Number), date: '2026-03-05', startTime: '08:00', endTime: '17:00', status: 'ACTIVE', ...UNSET_SHIFT },
      { id: expect.any(Number), date: '2026-03-06', startTime: null, endTime: null, status: 'ACTIVE', ...UNSET_SHIFT },
      { id: expect.any(Number), date: '2026-03-09', startTime: '07:30', endTime: '13:00', status: 'ACTIVE', ...UNSET_SHIFT },
    ]);
    const dateStatus = (dateId: number, value: string) => call(api, employer, 'PUT', `/api9/jobs/${draft.id}/status/${dateId}`, { status: value });
    expect((await dateStatus(draft.jobDates[0].id, 'BOOKED')).statusCode).toBe(409);

    await giveSlot(api, employer);
    expect((await publish(api, employer, draft.id)).statusCode).toBe(200);
    const booked = await dateStatus(draft.jobDates[0].id, 'BOOKED');
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual({ ...draft.jobDates[0], status: 'BOOKED' });
    expect((await dateStatus(draft.jobDates[1].id, 'CANCELED')).json().status).toBe('CANCELED');

    // Another posting's date through this posting: 404.
    const other = await createDraft(api, employer, postingBody({ type: 'TEMP', jobDates: [{ date: '2026-03-10' }] }));
    expect((await dateStatus(other.jobDates[0].id, 'BOOKED')).statusCode).toBe(404);
    expect((await dateStatus(999_999, 'BOOKED')).statusCode).toBe(404);
    expect((await dateStatus(draft.jobDates[0].id, 'DRAFT')).statusCode).toBe(400);

    // Two days later the first date has passed; an edit keeps it and the statuses, adds one, drops one.
    clock.advanceDays(4);
    const edited = await call(
      api,
      employer,
      'PUT',
      `/api9/jobs/${draft.id}`,
      postingBody({
        type: 'TEMP',
        name: 'Temp Hygienist',
        payCode: 'HOUR',
        salaryMin: 5200,
        salaryMax: null,
        jobDates: [dates[0], { date: '2026-03-09', startTime: '08:00', endTime: '12:00' }, { date: '2026-03-12' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().jobDates).toEqual([
      { ...draft.jobDates[0], status: 'BOOKED' },
      { id: draft.jobDates[2].id, date: '2026-03-09', startTime: '08:00', endTime: '12:00', status: 'ACTIVE', ...UNSET_SHIFT },
      { id: expect.any(Number), date: '2026-03-12', startTime: null, endTime: null, status: 'ACTIVE', ...UNSET_SHIFT },
    ]);
    expect(edited.json()).toMatchObject({ salary: '$52.00/hour', status: 'ACTIVE' });
    // A new date in the past is refused.
    const past = await call(api, employer, 'PUT', `/api9/jobs/${draft.id}`, postingBody({ type: 'TEMP', jobDates: [dates[0], { date: '2026-03-04' }] }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('jobDates.1.date');

    const page = (await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).json();
    expect(page.structuredData).toMatchObject({ employmentType: 'TEMPORARY', baseSalary: { value: { value: 52, unitText: 'HOUR' } } });
    expect(page.jobDates.map((d: { status: string }) => d.status)).toEqual(['BOOKED', 'ACTIVE', 'ACTIVE']);
  });

  it('a subscription posting renews while its slot lasts; filling frees the slot, reopening takes it back', async () => {
    const employer = await signUpEmployer(api);
    const slot = await giveSlot(api, employer, { product: 'JOBSUB', expiresAt: new Date('2026-12-31T00:00:00Z') });
    const first = await createDraft(api, employer);
    const published = (await publish(api, employer, first.id, slot.id)).json();
    expect(published).toMatchObject({ isSubscription: true, slotId: slot.id, expiredDate: '2026-04-01T15:00:00.000Z', adjustedExpireDate: '2027-03-02' });

    clock.advanceDays(45);
    const later = (await call(api, employer, 'GET', own(employer.username, first.id))).json();
    expect(later).toMatchObject({ isExpired: false, isActive: true, displayStatus: 'Active', adjustedExpireDate: '2027-04-16' });
    expect((await call(api, null, 'GET', '/api9/jobs/live-pages')).json().map((p: { id: number }) => p.id)).toContain(first.id);

    const filled = await call(api, employer, 'PUT', `/api9/jobs/${first.id}/status`, { status: 'BOOKED' });
    expect(filled.json()).toMatchObject({ status: 'BOOKED', displayStatus: 'Filled', slotId: slot.id, isUnslotted: false });
    const slots = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slots`)).json();
    expect(slots).toEqual([expect.objectContaining({ slotId: slot.id, activeJobId: 0, isSubscription: true })]);

    const second = await createDraft(api, employer, postingBody({ position: 'DA', name: 'Dental Assistant' }));
    expect((await publish(api, employer, second.id, slot.id)).statusCode).toBe(200);
    const reopen = await call(api, employer, 'PUT', `/api9/jobs/${first.id}/status`, { status: 'ACTIVE' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().errors[0].field).toBe('slotId');

    await call(api, employer, 'PUT', `/api9/jobs/${second.id}/status`, { status: 'CANCELED' });
    expect((await call(api, employer, 'PUT', `/api9/jobs/${first.id}/status`, { status: 'ACTIVE' })).json()).toMatchObject({
      status: 'ACTIVE',
      isActive: true,
    });

    clock.set('2027-01-01T00:00:00.000Z');
    expect((await call(api, employer, 'GET', own(employer.username, first.id))).json()).toMatchObject({ isExpired: true, displayStatus: 'Expired' });
  });
});

describe('the employer job list', () => {
  it('lists every posting with status, group, slug and expiry; the domain filters and sorts it', async () => {
    const employer = await signUpEmployer(api);
    const employerId = await userIdOf(api, employer.username);
    const now = clock.now().getTime();
    const day = 86_400_000;
    await createJobPosting(api.database.db, employerId, { credit: true });
    await createJobPosting(api.database.db, employerId, { status: 'DRAFT', position: 'DA', type: 'PERM' });
    const live = await createJobPosting(api.database.db, employerId, { position: 'DH', type: 'PERM', postedDate: new Date(now - 3 * day) });
    await createJobPosting(api.database.db, employerId, { status: 'BOOKED', position: 'FO', type: 'PERM', postedDate: new Date(now - 5 * day) });
    await createJobPosting(api.database.db, employerId, { status: 'CANCELED', position: 'LT', type: 'PERM', postedDate: new Date(now - 6 * day) });
    await createJobPosting(api.database.db, employerId, { position: 'DD', type: 'PERM', postedDate: new Date(now - 40 * day) });
    await createJobPosting(api.database.db, employerId, { position: 'SR', type: 'PERM', postedDate: new Date(now - 2 * day), slot: 'none' });
    const temp = await createJobPosting(api.database.db, employerId, {
      position: 'DA',
      type: 'TEMP',
      postedDate: new Date(now - day),
      dates: ['2026-03-04', '2026-03-05'],
    });

    const response = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=2500`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(8);
    const byStatus = Object.fromEntries(
      list.map((job: { position: string | null; displayStatus: string; group: string }) => [job.position ?? 'credit', [job.displayStatus, job.group]]),
    );
    expect(byStatus).toEqual({
      credit: ['Draft', 'credit'],
      DA: expect.any(Array),
      DH: ['Active', 'active'],
      FO: ['Filled', 'closed-active'],
      LT: ['Closed', 'closed-active'],
      DD: ['Expired', 'expired'],
      SR: ['Closed', 'expired'],
    });
    // Latest expiry first, drafts (no expiry) last.
    expect(list.slice(-2).every((job: { status: string }) => job.status === 'DRAFT')).toBe(true);
    expect(list.find((job: { id: number }) => job.id === temp.job.id).jobDates.map((d: { date: string }) => d.date)).toEqual(['2026-03-04', '2026-03-05']);

    const groups = groupPosts(list);
    expect(groups.active.map((job: { id: number }) => job.id).sort()).toEqual([live.job.id, temp.job.id].sort());
    expect(filterJobPosts(list, { status: 'Filled' }).map((job) => job.position)).toEqual(['FO']);
    expect(
      filterJobPosts(list, { status: 'Closed' })
        .map((job) => job.position)
        .sort(),
    ).toEqual(['LT', 'SR']);
    expect(sortJobPosts(list)).toHaveLength(7);

    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=2`)).json()).toHaveLength(2);
    for (const bad of ['0', '2501', 'abc']) {
      const refused = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors[0].field).toBe('limit');
    }
  });
});

describe('views', () => {
  it('counts one view per visitor and day; the practice itself does not count', async () => {
    const employer = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    await giveSlot(api, employer);
    const job = await createDraft(api, employer);
    const view = (account: typeof seeker | null, agent = 'Mozilla/5.0 (test)', remoteAddress = '127.0.0.1') =>
      api.app.inject({
        method: 'PUT',
        url: `/api9/jobs/${job.id}/view`,
        remoteAddress,
        headers: { 'user-agent': agent, ...(account ? { authorization: account.authorization } : {}) },
      });
    expect((await view(null)).statusCode).toBe(404);
    await publish(api, employer, job.id);

    expect((await view(null)).json()).toEqual({ counted: true });
    expect((await view(null)).json()).toEqual({ counted: false });
    expect((await view(null, 'Other browser')).json()).toEqual({ counted: false });
    expect((await view(null, 'Mozilla/5.0 (test)', '198.51.100.20')).json()).toEqual({ counted: true });
    expect((await view(seeker)).json()).toEqual({ counted: true });
    expect((await view(seeker)).json()).toEqual({ counted: false });
    expect((await view(employer)).json()).toEqual({ counted: false });
    clock.advanceDays(1);
    expect((await view(seeker)).json()).toEqual({ counted: true });
    expect((await call(api, employer, 'GET', own(employer.username, job.id))).json().views).toBe(4);
    expect((await call(api, null, 'PUT', '/api9/jobs/999999/view')).statusCode).toBe(404);
  });
});

describe('the sitemap data', () => {
  it('lists live postings with slug and lastmod, and nothing else', async () => {
    const employer = await signUpEmployer(api);
    const employerId = await userIdOf(api, employer.username);
    const now = clock.now().getTime();
    const live = await createJobPosting(api.database.db, employerId, {
      position: 'DH',
      type: 'PERM',
      postedDate: new Date(now - 86_400_000),
      urltitle: 'Hygienist – Lincoln Park & Old Town',
    });
    const draft = await createJobPosting(api.database.db, employerId, { status: 'DRAFT' });
    const filled = await createJobPosting(api.database.db, employerId, { status: 'BOOKED', postedDate: new Date(now - 86_400_000) });
    const expired = await createJobPosting(api.database.db, employerId, { postedDate: new Date(now - 31 * 86_400_000) });
    const unslotted = await createJobPosting(api.database.db, employerId, { postedDate: new Date(now - 86_400_000), slot: 'none' });
    const pages = (await call(api, null, 'GET', '/api9/jobs/live-pages')).json();
    const ids = pages.map((p: { id: number }) => p.id);
    expect(ids).toContain(live.job.id);
    for (const gone of [draft, filled, expired, unslotted]) expect(ids).not.toContain(gone.job.id);
    expect(pages.find((p: { id: number }) => p.id === live.job.id)).toEqual({
      id: live.job.id,
      slug: 'hygienist-lincoln-park-and-old-town',
      lastmod: live.job.updatedAt.toISOString(),
    });
  });
});
