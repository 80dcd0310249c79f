import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { communityEvents } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, listFiles, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

const uploads = tempUploadsDir();
const clock = movableClock('2026-03-02T10:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: uploads }, clock });

const base = (account: TestAccount) => `/api9/users/staff/${account.username}/ce`;
const course = (overrides: Record<string, unknown> = {}) => ({
  title: 'Periodontal therapy update',
  provider: 'Texas Dental Hygienists’ Association',
  completedDate: '2025-10-14',
  hours: 6,
  category: 'CLINICAL',
  ...overrides,
});
const addCourse = (account: TestAccount, body: unknown = course()) => call(api, account, 'POST', `${base(account)}/courses`, body);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function uploadCertificate(
  account: TestAccount,
  courseId: number,
  data: Buffer,
  options: { field?: string; type?: string; name?: string; owner?: TestAccount } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(data)], { type: options.type ?? 'application/pdf' }), options.name ?? 'certificate.pdf');
  return api.app.inject({
    method: 'PUT',
    url: `/api9/users/staff/${(options.owner ?? account).username}/ce/courses/${courseId}/certificate`,
    payload: form,
    headers: { authorization: account.authorization },
  });
}

async function courseRows() {
  const { rows } = await api.database.db.execute<Record<string, unknown>>(
    sql`select id, user_id, name, hours, category, certificate_key from staff_courses order by id`,
  );
  return rows;
}

describe("My CE's", () => {
  it("a course is one of the resume's courses (the same record) and counts toward the cycle", async () => {
    const seeker = await signUpStaff(api);
    const empty = await call(api, seeker, 'GET', base(seeker));
    expect(empty.statusCode, empty.body).toBe(200);
    // The preset comes from the account's state (ZIP 78701: TX) and position (DH) until a licence state is given.
    expect(empty.json()).toEqual({
      courses: [],
      cycle: null,
      preset: { state: 'TX', position: 'DH', hoursRequired: 24, cycleYears: 2 },
      progress: null,
      licenses: [],
    });

    const added = await addCourse(seeker);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Periodontal therapy update', hours: 6, category: 'CLINICAL', certificateUrl: null, certificateType: null });

    // The resume shows it, and a course added on the resume shows here.
    const resume = await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/profile`);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(JSON.stringify(resume.json())).toContain('Periodontal therapy update');
    const fromResume = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/courses`, {
      name: 'Nitrous oxide monitoring',
      provider: null,
      completedDate: '2026-01-20',
      hours: 4,
    });
    expect(fromResume.statusCode, fromResume.body).toBe(201);

    const cycle = await call(api, seeker, 'PUT', `${base(seeker)}/cycle`, { state: 'TX', cycleStart: '2025-09-01', cycleEnd: '2027-08-31', hoursRequired: 24 });
    expect(cycle.statusCode, cycle.body).toBe(200);
    expect(cycle.json().courses.map((c: { title: string }) => c.title)).toEqual(['Nitrous oxide monitoring', 'Periodontal therapy update']);
    expect(cycle.json().preset).toEqual({ state: 'TX', position: 'DH', hoursRequired: 24, cycleYears: 2 });
    expect(cycle.json().progress).toMatchObject({ hoursEarned: 10, hoursRequired: 24, hoursLeft: 14, percent: 41, status: 'on_track' });

    // Editing and removing.
    const id = added.json().id as number;
    const edited = await call(api, seeker, 'PUT', `${base(seeker)}/courses/${id}`, course({ hours: 8, category: 'INFECTION_CONTROL' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(api, seeker, 'GET', base(seeker))).json().progress.hoursEarned).toBe(12);
    expect((await call(api, seeker, 'DELETE', `${base(seeker)}/courses/${id}`)).statusCode).toBe(204);
    expect((await call(api, seeker, 'GET', base(seeker))).json().progress.hoursEarned).toBe(4);
  });

  it('certificates: a PDF or an image by content, served to the owner only', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const id = (await addCourse(seeker)).json().id as number;

    const pdf = await uploadCertificate(seeker, id, PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ certificateType: 'pdf', certificateUrl: `/api9/users/staff/${seeker.username}/ce/courses/${id}/certificate` });
    const read = await call(api, seeker, 'GET', pdf.json().certificateUrl);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    // What protects the reader whatever the file holds: never sniffed, run sandboxed without any
    // script or connection, a fixed file name, never stored by a cache.
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(read.headers['content-disposition']).toBe(`inline; filename="certificate-${id}.pdf"`);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await api.app.inject({ method: 'GET', url: pdf.json().certificateUrl })).statusCode).toBe(401);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    // Someone else: 404; and the public files route never serves it.
    expect((await call(api, other, 'GET', pdf.json().certificateUrl)).statusCode).toBe(404);
    const [row] = (await courseRows()).filter((r) => Number(r.id) === id);
    expect(String(row.certificate_key)).toMatch(/^private\/certificates\/[0-9a-f-]+\.pdf$/);
    expect((await api.app.inject({ method: 'GET', url: `/api9/files/${row.certificate_key}` })).statusCode).toBe(404);

    // An image replaces it: re-encoded (WebP), the PDF file removed.
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = await uploadCertificate(seeker, id, png, { type: 'image/png', name: 'certificate.png' });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().certificateType).toBe('image');
    const served = await call(api, seeker, 'GET', image.json().certificateUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await listFiles(uploads)).filter((file) => file.endsWith('.pdf'))).toEqual([]);

    expect((await call(api, seeker, 'DELETE', `${base(seeker)}/courses/${id}/certificate`)).statusCode).toBe(204);
    expect((await call(api, seeker, 'GET', image.json().certificateUrl)).statusCode).toBe(404);
  });

  it('refuses what is not a certificate: 4xx naming file, nothing stored', async () => {
    const seeker = await signUpStaff(api);
    const id = (await addCourse(seeker)).json().id as number;
    const before = await courseRows();
    const filesBefore = await listFiles(uploads);
    const cases: [string, Buffer, number][] = [
      ['html named pdf', Buffer.from('<html><script>alert(1)</script></html>'), 415],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415],
      ['pdf cut short', PDF.subarray(0, 40), 400],
      ['pdf with javascript', Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n'), 400],
      // Names may escape any character as #xx: /J#61vaScript is /JavaScript, /#4Fpen#41ction is /OpenAction.
      ['pdf with hex-escaped names', Buffer.from('%PDF-1.7\n1 0 obj << /#4Fpen#41ction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\n%%EOF\n'), 400],
      ['pdf with a hex-escaped launch action', Buffer.from('%PDF-1.7\n1 0 obj << /AA << /O << /S /L#61unch /F (calc.exe) >> >> >> endobj\n%%EOF\n'), 400],
      ['pdf with only an escaped /J#53', Buffer.from('%PDF-1.7\n1 0 obj << /S /J#53(app.alert(1)) >> endobj\n%%EOF\n'), 400],
      ['oversize', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32), Buffer.from('%%EOF')]), 413],
      ['empty', Buffer.alloc(0), 400],
    ];
    for (const [name, data, status] of cases) {
      const response = await uploadCertificate(seeker, id, data);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.json().errors[0].field, name).toBe('file');
    }
    expect((await uploadCertificate(seeker, id, PDF, { field: 'photo' })).statusCode).toBe(400);
    const json = await call(api, seeker, 'PUT', `${base(seeker)}/courses/${id}/certificate`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await courseRows()).toEqual(before);
    expect(await listFiles(uploads)).toEqual(filesBefore);
  });

  it('hours and other fields out of range: 400 naming the field, nothing stored', async () => {
    const seeker = await signUpStaff(api);
    const before = await courseRows();
    const cases: [Record<string, unknown>, string][] = [
      [course({ hours: 0 }), 'hours'],
      [course({ hours: -2 }), 'hours'],
      [course({ hours: 1000.5 }), 'hours'],
      [course({ hours: '6' }), 'hours'],
      [course({ hours: null }), 'hours'],
      [course({ title: '' }), 'title'],
      [course({ title: 'x'.repeat(151) }), 'title'],
      [course({ completedDate: '2026-02-30' }), 'completedDate'],
      [course({ category: 'FUN' }), 'category'],
      [course({ certificateKey: 'private/certificates/x.pdf' }), 'certificateKey'],
    ];
    for (const [body, field] of cases) {
      const response = await addCourse(seeker, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    for (const [body, field] of [
      [{ state: 'TX', cycleStart: '2025-09-01', cycleEnd: '2027-08-31', hoursRequired: 0 }, 'hoursRequired'],
      [{ state: 'TX', cycleStart: '2025-09-01', cycleEnd: '2027-08-31', hoursRequired: 501 }, 'hoursRequired'],
      [{ state: 'ZZ', cycleStart: '2025-09-01', cycleEnd: '2027-08-31', hoursRequired: 24 }, 'state'],
      [{ state: 'TX', cycleStart: '2027-09-01', cycleEnd: '2027-08-31', hoursRequired: 24 }, 'cycleEnd'],
    ] as const) {
      const response = await call(api, seeker, 'PUT', `${base(seeker)}/cycle`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await courseRows()).toEqual(before);
    expect((await call(api, seeker, 'GET', base(seeker))).json().cycle).toBeNull();
  });

  it('naughty strings are kept as text or refused with 400, never a 500', async () => {
    const seeker = await signUpStaff(api);
    for (const text of NAUGHTY_STRINGS) {
      const response = await addCourse(seeker, course({ title: text, provider: text }));
      expect([201, 400], `${JSON.stringify(text)}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 201) expect(response.json().title).toBe(text.trim());
    }
    const malformed = await api.app.inject({
      method: 'POST',
      url: `${base(seeker)}/courses`,
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("another person's courses and certificates: 404, nothing changes; the auth matrix", async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const practice = await signUpEmployer(api);
    const id = (await addCourse(seeker)).json().id as number;
    expect((await uploadCertificate(seeker, id, PDF)).statusCode).toBe(200);
    const before = await courseRows();

    // The other person, on their own path, naming this course: 404 courseId.
    for (const [method, body] of [
      ['PUT', course({ hours: 99 })],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(api, other, method, `${base(other)}/courses/${id}`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().errors[0].field).toBe('courseId');
    }
    expect((await call(api, other, 'GET', `${base(other)}/courses/${id}/certificate`)).statusCode).toBe(404);
    expect((await call(api, other, 'DELETE', `${base(other)}/courses/${id}/certificate`)).statusCode).toBe(404);
    expect((await uploadCertificate(other, id, PDF)).statusCode).toBe(404);

    const routes = [
      ['GET', base(seeker), undefined],
      ['POST', `${base(seeker)}/courses`, course()],
      ['PUT', `${base(seeker)}/courses/${id}`, course()],
      ['DELETE', `${base(seeker)}/courses/${id}`, undefined],
      ['GET', `${base(seeker)}/courses/${id}/certificate`, undefined],
      ['DELETE', `${base(seeker)}/courses/${id}/certificate`, undefined],
      ['PUT', `${base(seeker)}/cycle`, { state: 'TX', cycleStart: '2025-09-01', cycleEnd: '2027-08-31', hoursRequired: 24 }],
      ['POST', `${base(seeker)}/courses/from-event/1`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(api, null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(api, practice, method, url, body)).statusCode, `${method} ${url} employer`).toBe(403);
      expect((await call(api, other, method, url, body)).statusCode, `${method} ${url} other`).toBe(404);
    }
    expect((await uploadCertificate(other, id, PDF, { owner: seeker })).statusCode).toBe(404);
    expect(await courseRows()).toEqual(before);
  });

  it('adds an approved CE event from the events calendar in one step', async () => {
    const seeker = await signUpStaff(api);
    const [event] = await api.database.db
      .insert(communityEvents)
      .values({
        status: 'APPROVED',
        category: 'CE',
        title: 'Local anesthesia refresher',
        venue: 'Austin Dental Society',
        startAt: new Date('2026-02-10T15:00:00Z'),
        endAt: new Date('2026-02-10T21:00:00Z'),
        timeZone: 'America/Chicago',
        description: 'Hands-on.',
        ceCredits: 6,
      })
      .returning({ id: communityEvents.id });
    const added = await call(api, seeker, 'POST', `${base(seeker)}/courses/from-event/${event.id}`);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Local anesthesia refresher', provider: 'Austin Dental Society', completedDate: '2026-02-10', hours: 6 });
    expect((await call(api, seeker, 'POST', `${base(seeker)}/courses/from-event/999999`)).statusCode).toBe(404);
  });

  it('emails once, a set time before the cycle ends, when hours are short', async () => {
    const short = await signUpStaff(api);
    const done = await signUpStaff(api);
    for (const account of [short, done])
      expect(
        (await call(api, account, 'PUT', `${base(account)}/cycle`, { state: 'TX', cycleStart: '2024-06-01', cycleEnd: '2026-05-31', hoursRequired: 12 }))
          .statusCode,
      ).toBe(200);
    expect((await addCourse(short, course({ hours: 4 }))).statusCode).toBe(201);
    expect((await addCourse(done, course({ hours: 12 }))).statusCode).toBe(201);

    await runDueTasks(api.ctx);
    expect(await lastEmailTo(api, short.email, '8 CE hours to go before your license renewal')).toContain('2026-05-31');
    expect(await lastEmailTo(api, done.email, '8 CE hours to go before your license renewal')).toBeNull();
    const { rows } = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages where subject like '%CE hours to go%'`);
    clock.advanceDays(1);
    await runDueTasks(api.ctx);
    const again = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages where subject like '%CE hours to go%'`);
    expect(again.rows[0].n).toBe(rows[0].n);
  });
});
