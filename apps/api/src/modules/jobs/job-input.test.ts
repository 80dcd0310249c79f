import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, employerTables, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';

const clock = movableClock('2026-06-01T12:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

let employer: TestAccount;
let other: TestAccount;
let otherOfficeId: number;
let draftId: number;
let liveId: number;

beforeAll(async () => {
  employer = await signUpEmployer(api);
  other = await signUpEmployer(api);
  const office = await call(api, other, 'POST', `/api9/users/employers/${other.username}/offices`, { name: 'Main', address: '1 Main St', zip: '10001' });
  otherOfficeId = office.json().id;
  draftId = (await createDraft(api, employer)).id;
  await giveSlot(api, employer);
  liveId = (await createDraft(api, employer, postingBody({ name: 'Live posting' }))).id;
  expect((await publish(api, employer, liveId)).statusCode).toBe(200);
});

const temp = (jobDates: unknown) => postingBody({ type: 'TEMP', jobDates });

/** [what, body, field named, status] */
const BAD_BODIES: [string, unknown, string, number][] = [
  ['a temp posting without dates', postingBody({ type: 'TEMP' }), 'jobDates', 400],
  ['a temp posting with an empty date list', temp([]), 'jobDates', 400],
  ['a permanent posting with dates', postingBody({ jobDates: [{ date: '2026-06-10' }] }), 'jobDates', 400],
  ['a shift ending before it starts', temp([{ date: '2026-06-10', startTime: '17:00', endTime: '08:00' }]), 'jobDates.0.endTime', 400],
  ['a shift ending when it starts', temp([{ date: '2026-06-10', startTime: '08:00', endTime: '08:00' }]), 'jobDates.0.endTime', 400],
  ['a shift without its end', temp([{ date: '2026-06-10', startTime: '08:00' }]), 'jobDates.0.endTime', 400],
  ['a time that is not HH:MM', temp([{ date: '2026-06-10', startTime: '8am', endTime: '17:00' }]), 'jobDates.0.startTime', 400],
  ['the same date twice', temp([{ date: '2026-06-10' }, { date: '2026-06-10' }]), 'jobDates.1.date', 400],
  ['a date that does not exist', temp([{ date: '2026-02-30' }]), 'jobDates.0.date', 400],
  ['a date in the past', temp([{ date: '2026-05-31' }]), 'jobDates.0.date', 400],
  ['an unknown field in a date', temp([{ date: '2026-06-10', status: 'BOOKED' }]), 'jobDates.0.status', 400],
  ['hourly pay below the range', postingBody({ payCode: 'HOUR', salaryMin: 100, salaryMax: null }), 'salaryMin', 400],
  ['hourly pay above the range', postingBody({ payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 90_000 }), 'salaryMax', 400],
  ['a yearly salary in dollars, not cents', postingBody({ payCode: 'YEAR', salaryMin: 85_000, salaryMax: null }), 'salaryMin', 400],
  ['a percentage over 100%', postingBody({ payCode: 'COLLECTION', salaryMin: 12_000, salaryMax: null }), 'salaryMin', 400],
  ['a range whose top is below its bottom', postingBody({ payCode: 'HOUR_RANGE', salaryMin: 5000, salaryMax: 4000 }), 'salaryMax', 400],
  ['a range without its top', postingBody({ payCode: 'YEAR_RANGE', salaryMin: 5_000_000, salaryMax: null }), 'salaryMax', 400],
  ['a single amount with a top', postingBody({ payCode: 'HOUR', salaryMin: 4500, salaryMax: 5000 }), 'salaryMax', 400],
  ['amounts without a pay code', postingBody({ payCode: null }), 'payCode', 400],
  ['an unknown pay code', postingBody({ payCode: 'WEEK' }), 'payCode', 400],
  ['fractional cents', postingBody({ salaryMin: 4500.5 }), 'salaryMin', 400],
  ['a script in the description', postingBody({ description: '<p>Hi</p><script>alert(1)</script>' }), 'description', 400],
  ['an event handler', postingBody({ description: '<p onmouseover="alert(1)">Hi</p>' }), 'description', 400],
  ['a javascript: link', postingBody({ description: '<a href="javascript:alert(1)">apply</a>' }), 'description', 400],
  ['an encoded javascript: link', postingBody({ description: '<a href="jav&#x09;ascript:alert(1)">apply</a>' }), 'description', 400],
  ['an iframe', postingBody({ description: '<iframe src="https://evil.example"></iframe>' }), 'description', 400],
  ['a style block', postingBody({ description: '<style>body{display:none}</style><p>Hi</p>' }), 'description', 400],
  ['an SVG with a script', postingBody({ description: '<svg><script>alert(1)</script></svg>' }), 'description', 400],
  ['a description over 20000 characters', postingBody({ description: 'x'.repeat(20_001) }), 'description', 400],
  ['a title over 120 characters', postingBody({ name: 't'.repeat(121) }), 'name', 400],
  ['an unknown field (salary is computed)', postingBody({ salary: '$45/hour' }), 'salary', 400],
  ['a status in the body', postingBody({ status: 'ACTIVE' }), 'status', 400],
  ['an unknown position', postingBody({ position: 'XX' }), 'position', 400],
  ['an unknown type', postingBody({ type: 'NATIONAL' }), 'type', 400],
  ['a ZIP of four digits', postingBody({ zip: '6061' }), 'zip', 400],
  ['a ZIP that does not exist', postingBody({ zip: '00000' }), 'zip', 400],
  ['an unknown state', postingBody({ state: 'ZZ' }), 'state', 400],
  ['isConfidential as text', postingBody({ isConfidential: 'yes' }), 'isConfidential', 400],
  ['an unknown specialty', postingBody({ specialties: ['TEETH'] }), 'specialties.0', 400],
  ["another practice's office", postingBody({ officeId: -1 }), 'officeId', 400],
  ['an array for a body', [postingBody()], 'body', 400],
];

describe('bad input on create and update', () => {
  it('is refused with a 4xx naming the field, and nothing is stored', async () => {
    const cases = BAD_BODIES.map(([what, body, field, status]) =>
      what === "another practice's office"
        ? ([what, postingBody({ officeId: otherOfficeId }), field, status] as const)
        : ([what, body, field, status] as const),
    );
    for (const [method, url] of [
      ['POST', `/api9/users/employers/${employer.username}/jobs`],
      ['PUT', `/api9/jobs/${draftId}`],
      ['PUT', `/api9/jobs/${liveId}`],
    ] as const) {
      const before = await employerTables(api);
      for (const [what, body, field, status] of cases) {
        const response = await call(api, employer, method, url, body);
        expect(response.statusCode, `${method} ${url}: ${what}`).toBe(status);
        const errors = response.json().errors;
        expect(
          errors.map((error: { field?: string }) => error.field),
          `${method} ${url}: ${what}`,
        ).toContain(field);
        expect(errors[0].message).toEqual(expect.any(String));
        expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      }
      expect(await employerTables(api)).toEqual(before);
    }
  });

  it('refuses malformed JSON, a text body and a non-numeric job id', async () => {
    const before = await employerTables(api);
    const malformed = await api.app.inject({
      method: 'POST',
      url: `/api9/users/employers/${employer.username}/jobs`,
      payload: '{"position": "DH",',
      headers: { authorization: employer.authorization, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await api.app.inject({
      method: 'PUT',
      url: `/api9/jobs/${draftId}`,
      payload: 'position=DH',
      headers: { authorization: employer.authorization, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].field).toBe('body');
    expect((await call(api, employer, 'PUT', '/api9/jobs/abc', postingBody())).statusCode).toBe(400);
    expect((await call(api, employer, 'PUT', '/api9/jobs/1e99', postingBody())).statusCode).toBe(400);
    expect(await employerTables(api)).toEqual(before);
  });

  it('a published posting must stay complete; a draft may be incomplete', async () => {
    const before = await employerTables(api);
    for (const [field, change] of [
      ['description', { description: null }],
      ['description', { description: '<p> </p><div></div>' }],
      ['name', { name: '  ' }],
      ['position', { position: null }],
      ['zip', { zip: null }],
    ] as const) {
      const response = await call(api, employer, 'PUT', `/api9/jobs/${liveId}`, postingBody(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await employerTables(api)).toEqual(before);
    const sparse = await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/jobs`, {});
    expect(sparse.statusCode).toBe(201);
    expect(sparse.json()).toMatchObject({ position: null, name: null, description: null, zip: null, type: 'PERM', group: 'credit', displayStatus: 'Draft' });
  });

  it('publishing an incomplete draft names what is missing and changes nothing', async () => {
    const incomplete = await createDraft(api, employer, { position: 'DA', type: 'TEMP', jobDates: [{ date: '2026-06-03' }] });
    await giveSlot(api, employer);
    const before = await employerTables(api);
    const missingName = await publish(api, employer, incomplete.id);
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errors[0].field).toBe('name');
    await call(api, employer, 'PUT', `/api9/jobs/${incomplete.id}`, postingBody({ position: 'DA', type: 'TEMP', jobDates: [{ date: '2026-06-03' }] }));
    clock.advanceDays(5);
    const pastDate = await publish(api, employer, incomplete.id);
    expect(pastDate.statusCode).toBe(400);
    expect(pastDate.json().errors[0]).toMatchObject({ field: 'jobDates.0.date', message: 'A temp date cannot be in the past.' });
    clock.set('2026-06-01T12:00:00.000Z');
    const snapshot = await employerTables(api);
    expect((snapshot.slots as unknown[]).length).toBe((before.slots as unknown[]).length);
  });
});

describe('the description', () => {
  it('keeps basic formatting, removes other tags and attributes, and marks links', async () => {
    const html =
      '<h1>We are hiring</h1><div class="x" style="color:red"><p>Join <b>our</b> <em>team</em>.</p></div>' +
      '<ul><li>Four days</li><li>Benefits &amp; CE</li></ul><img src="https://x.example/a.png">' +
      '<p><a href="https://brightsmiles.example/careers" target="_blank">Careers</a> <a href="mailto:jobs@brightsmiles.example">Email us</a></p>';
    const draft = await createDraft(api, employer, postingBody({ description: html }));
    expect(draft.description).toBe(
      'We are hiring<p>Join <b>our</b> <em>team</em>.</p><ul><li>Four days</li><li>Benefits &amp; CE</li></ul>' +
        '<p><a href="https://brightsmiles.example/careers" rel="nofollow noopener ugc">Careers</a> ' +
        '<a href="mailto:jobs@brightsmiles.example" rel="nofollow noopener ugc">Email us</a></p>',
    );
  });

  it('keeps hostile plain text verbatim in the title (the answer is JSON; the web escapes it)', async () => {
    for (const name of ["'; DROP TABLE jobs; --", '‮RTL override', '👩‍⚕️🦷 Hygienist', '${7*7} {{7*7}}', '<b>bold?</b>']) {
      const draft = await createDraft(api, employer, postingBody({ name }));
      expect(draft.name).toBe(name);
    }
  });
});
