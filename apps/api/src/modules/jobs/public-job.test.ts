import { describe, expect, it } from 'vitest';
import { PublicJobSchema } from '@chairside/domain/job-posting';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';

const clock = movableClock('2026-07-06T14:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

async function liveJob(overrides: Record<string, unknown> = {}) {
  const employer = await signUpEmployer(api);
  const office = (
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/offices`, {
      name: 'Lincoln Park',
      address: '2450 N Clark St',
      address2: 'Suite 200',
      zip: '60614',
      phone: '(312) 555-0142',
    })
  ).json();
  await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/offices/${office.id}/hours`, {
    hours: [
      { dow: 1, opens: '08:00', closes: '17:00' },
      { dow: 6, opens: '08:00', closes: '12:00' },
    ],
  });
  await giveSlot(api, employer);
  const job = await createDraft(api, employer, postingBody({ officeId: office.id, zip: null, address: null, ...overrides }));
  expect((await publish(api, employer, job.id)).statusCode).toBe(200);
  return { employer, office, job };
}

describe('the public job page data', () => {
  it('answers the posting with practice, office (hours) and the JobPosting markup while live', async () => {
    const { employer, office, job } = await liveJob({ specialties: ['PERIO'] });
    const contact = { contactName: null, contactEmail: null, contactPhone: null, website: 'brightsmiles.example' };
    expect((await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/contact-info`, contact)).statusCode).toBe(200);
    const response = await call(api, null, 'GET', `/api9/jobs/${job.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(PublicJobSchema.parse(page)).toBeTruthy();
    expect(page).toMatchObject({
      id: job.id,
      slug: 'dental-hygienist-job-in-chicago-il',
      address: '2450 N Clark St',
      address2: 'Suite 200',
      city: 'Chicago',
      zip: '60614',
      isLive: true,
      displayStatus: 'Active',
      practice: { username: employer.username, name: 'Bright Smiles Dental', isPublic: false },
      office: {
        id: office.id,
        name: 'Lincoln Park',
        hours: [
          { dow: 1, day: 'Monday', opens: '08:00', closes: '17:00' },
          { dow: 6, day: 'Saturday', opens: '08:00', closes: '12:00' },
        ],
        photos: [],
      },
      specialties: ['PERIO'],
    });
    expect(page).not.toHaveProperty('views');
    expect(page).not.toHaveProperty('slotId');
    expect(page.structuredData).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      occupationalCategory: '29-2021.00 Dental Hygienists',
      jobLocation: { address: { streetAddress: '2450 N Clark St Suite 200' } },
      // The practice's website as sameAs; the application happens on the page here.
      hiringOrganization: { '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' },
      directApply: true,
    });
    expect(page.structuredData.description).toContain('<strong>our</strong>');
  });

  it('a confidential posting names no practice, office, street or coordinates', async () => {
    const { job } = await liveJob({ isConfidential: true });
    const page = (await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json();
    expect(page).toMatchObject({ isConfidential: true, practice: null, office: null, address: null, address2: null, lat: null, lng: null, city: 'Chicago' });
    // Google's value for an employer hiring anonymously.
    expect(page.structuredData.hiringOrganization).toBe('confidential');
    expect(page.structuredData.directApply).toBe(true);
    expect(page.structuredData.jobLocation.address).not.toHaveProperty('streetAddress');
    expect(JSON.stringify(page)).not.toContain('Bright Smiles');
  });

  it('answers 404 for drafts and unknown ids, 400 for a bad id', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    expect((await call(api, null, 'GET', `/api9/jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await call(api, employer, 'GET', `/api9/jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/jobs/424242')).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/jobs/-3')).statusCode).toBe(400);
  });
});

describe('flags', () => {
  it('a visitor reports a posting once; admins see it on the review list', async () => {
    const { job } = await liveJob();
    const seeker = await signUpStaff(api);
    const flag = (account: typeof seeker | null, body: unknown, agent = 'Browser A') =>
      api.app.inject({
        method: 'PUT',
        url: `/api9/jobs/${job.id}/flag`,
        payload: body as object,
        headers: { 'user-agent': agent, ...(account ? { authorization: account.authorization } : {}) },
      });
    const flagged = (account: typeof seeker | null, agent = 'Browser A') =>
      api.app.inject({
        method: 'GET',
        url: `/api9/jobs/${job.id}/flag`,
        headers: { 'user-agent': agent, ...(account ? { authorization: account.authorization } : {}) },
      });

    expect((await flagged(null)).json()).toEqual({ flagged: false });
    expect((await flag(null, { reason: 'Looks like a scam: asks for a fee.' })).json()).toEqual({ flagged: true });
    expect((await flagged(null)).json()).toEqual({ flagged: true });
    expect((await flagged(null, 'Browser B')).json()).toEqual({ flagged: true });
    expect((await flag(null, { reason: 'Still a scam.' })).statusCode).toBe(200);
    expect((await flag(seeker, { reason: 'The pay is not real.' })).statusCode).toBe(200);
    expect((await flagged(seeker)).json()).toEqual({ flagged: true });
    for (const bad of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      const response = await flag(seeker, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^(reason|extra)$/);
    }

    const admin = await createAdmin(api);
    const list = await call(api, admin, 'GET', '/api9/admin/reported-jobs');
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((item: { jobId: number }) => item.jobId === job.id);
    expect(entry).toMatchObject({
      jobId: job.id,
      name: 'Registered Dental Hygienist',
      status: 'ACTIVE',
      flagCount: 2,
      employer: { practiceName: 'Bright Smiles Dental' },
    });
    expect(entry.lastFlaggedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(entry.flags.map((f: { reason: string; reporter: string | null }) => [f.reason, f.reporter]).sort()).toEqual(
      [
        ['Still a scam.', null],
        ['The pay is not real.', seeker.username],
      ].sort(),
    );
    expect((await call(api, seeker, 'GET', '/api9/admin/reported-jobs')).statusCode).toBe(403);
    expect((await call(api, null, 'GET', '/api9/admin/reported-jobs')).statusCode).toBe(401);
  });

  it('drafts cannot be flagged (404)', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    expect((await call(api, null, 'PUT', `/api9/jobs/${draft.id}/flag`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/jobs/${draft.id}/flag`)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists every employer, office and job route with a tag and a summary', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api9/docs/json' })).json();
    const employer = '/api9/users/employers/{id}';
    const photos = `${employer}/photos/multi/{userId}/OFFICE_PHOTOS/{officeId}`;
    const expected = [
      ['get', `${employer}/profile`],
      ['put', `${employer}/profile`],
      ['put', `${employer}/profile/about`],
      ['put', `${employer}/contact-info`],
      ['put', `${employer}/profile/public`],
      ['get', `${employer}/dashboard`],
      ['post', `${employer}/offices`],
      ['get', `${employer}/offices`],
      ['get', `${employer}/offices/{officeId}`],
      ['put', `${employer}/offices/{officeId}`],
      ['delete', `${employer}/offices/{officeId}`],
      ['put', `${employer}/offices/{officeId}/primary`],
      ['put', `${employer}/offices/{officeId}/hours`],
      ['delete', `${employer}/offices/{officeId}/hours/{dow}`],
      ['post', photos],
      ['put', `${photos}/order`],
      ['put', `${photos}/{photoId}`],
      ['delete', `${photos}/{photoId}`],
      ['get', `${employer}/jobs`],
      ['post', `${employer}/jobs`],
      ['get', '/api9/users/{id}/jobs/{jobId}'],
      ['put', '/api9/jobs/{id}'],
      ['put', '/api9/jobs/{id}/publish'],
      ['put', '/api9/jobs/{id}/status'],
      ['put', '/api9/jobs/{id}/status/{jobDateId}'],
      ['put', '/api9/jobs/{id}/view'],
      ['put', '/api9/jobs/{id}/flag'],
      ['get', '/api9/jobs/{id}/flag'],
      ['get', '/api9/jobs/{id}'],
      ['get', '/api9/jobs/live-pages'],
      ['get', '/api9/admin/reported-jobs'],
      ['put', '/api9/admin/reported-jobs/{id}'],
      ['get', `${employer}/job-slots`],
      ['get', `${employer}/job-slot/{slotId}/cancel`],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.summary).toEqual(expect.any(String));
    }
    expect(Object.keys(doc.paths[photos].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/api9/jobs/{id}/publish'].put.parameters.map((p: { name: string }) => p.name)).toContain('slot-id');
  });
});
