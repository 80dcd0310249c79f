// Nobody is left without an answer (ADR 112): the not-selected notice on fill and on close, the
// 7-day reminder of an unanswered application, the practice's response time and the CSV export.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_CLOSED_MESSAGE, DEFAULT_NOT_SELECTED_MESSAGE } from '@chairside/domain/no-ghosting';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { UNANSWERED_REMINDER_TASK } from './practice-answers';

const clock = movableClock('2026-11-02T09:00:00.000Z');
const api = useTestApi({ clock });

const NOT_SELECTED_SUBJECT = (title: string) => `Your application to ${title}`;

async function seeker(): Promise<TestAccount> {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  return account;
}

async function applied(account: TestAccount, jobId: number): Promise<number> {
  const response = await apply(api, account, jobId);
  expect(response.statusCode, response.body).toBe(201);
  const rows = await api.database.db.execute<{ id: number }>(
    sql`select a.id::int as id from applications a join users u on u.id = a.user_id where a.job_id = ${jobId} and u.username = ${account.username}`,
  );
  return rows.rows[0].id;
}

const setStatus = (practice: TestAccount, jobId: number, body: Record<string, unknown>) => call(api, practice, 'PUT', `/api9/jobs/${jobId}/status`, body);

async function emailsTo(to: string, subject: string): Promise<number> {
  const rows = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_messages where to_address = ${to} and subject = ${subject}`,
  );
  return rows.rows[0].n;
}

async function pushNoticesFor(applicationId: number): Promise<number> {
  const rows = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from notices where kind = 'push' and key = ${`push:not-selected:${applicationId}`}`,
  );
  return rows.rows[0].n;
}

/** The rows of a CSV text (RFC 4180: quoted cells, doubled quotes inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const myApplication = async (account: TestAccount, jobId: number) => {
  type Seen = Record<string, unknown> & { jobId: number; notSelected: { message: string; date: string } | null };
  const list = (await call(api, account, 'GET', `/api9/users/staff/${account.username}/applications`)).json() as Seen[];
  return list.find((item) => item.jobId === jobId) as Seen;
};

/** A hire recorded as the interview outcome link records it. */
async function hire(applicationId: number) {
  const interview = await api.database.db.execute<{ id: number }>(
    sql`insert into interviews (application_id, type, interview_date) values (${applicationId}, 'INPERSON', ${clock.now().toISOString()}) returning id::int as id`,
  );
  await api.database.db.execute(
    sql`insert into interview_outcomes (interview_id, outcome, recorded_at) values (${interview.rows[0].id}, 'HIRED', ${clock.now().toISOString()})`,
  );
}

describe('the not-selected notice', () => {
  let practice: TestAccount;
  let open: TestAccount;
  let considered: TestAccount;
  let declined: TestAccount;
  let hired: TestAccount;
  const ids: Record<string, number> = {};
  let jobId = 0;

  beforeAll(async () => {
    practice = await signUpEmployer(api);
    [open, considered, declined, hired] = [await seeker(), await seeker(), await seeker(), await seeker()];
    jobId = (await liveJob(api, practice, { name: 'Hygienist fill' })).id;
    for (const [name, account] of Object.entries({ open, considered, declined, hired })) ids[name] = await applied(account, jobId);
    const feedback = (account: TestAccount, reasons: string[]) =>
      call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${account.username}/feedback`, { reasons, message: null });
    expect((await feedback(considered, ['Under Consideration'])).statusCode).toBe(200);
    expect((await feedback(declined, ['Inexperienced'])).statusCode).toBe(200);
    await hire(ids.hired);
  });

  it('refuses a text that is too long, naming the field, and changes nothing', async () => {
    const response = await setStatus(practice, jobId, { status: 'BOOKED', notSelectedMessage: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('notSelectedMessage');
    expect(await emailsTo(open.email, NOT_SELECTED_SUBJECT('Hygienist fill'))).toBe(0);
    // The decline without words of its own reached the person with the polite default.
    expect(await lastEmailTo(api, declined.email, 'Feedback on your application to Hygienist fill')).toContain(
      'Dear Raé Núñez, thank you for applying to Hygienist fill at',
    );
    expect(await lastEmailTo(api, considered.email, 'Feedback on your application to Hygienist fill')).not.toContain('Dear Raé Núñez');
    expect((await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${jobId}`)).json().status).toBe('ACTIVE');
  });

  it('on fill reaches every open applicant once, by email and in the app, with the practice’s text; hired and declined do not get it', async () => {
    clock.set('2026-11-03T09:00:00.000Z');
    const filled = await setStatus(practice, jobId, { status: 'BOOKED', notSelectedMessage: 'Thank you, Raé: we hired someone else this time.' });
    expect(filled.statusCode, filled.body).toBe(200);
    const subject = NOT_SELECTED_SUBJECT('Hygienist fill');
    for (const account of [open, considered]) {
      expect(await emailsTo(account.email, subject)).toBe(1);
      expect(await lastEmailTo(api, account.email, subject)).toContain('we hired someone else this time.');
    }
    for (const account of [declined, hired]) expect(await emailsTo(account.email, subject)).toBe(0);
    expect(await pushNoticesFor(ids.open)).toBe(1);
    expect(await pushNoticesFor(ids.considered)).toBe(1);
    expect(await pushNoticesFor(ids.declined)).toBe(0);
    expect(await pushNoticesFor(ids.hired)).toBe(0);

    const seen = await myApplication(open, jobId);
    expect(seen).toMatchObject({
      stage: 'not selected',
      notSelected: { message: 'Thank you, Raé: we hired someone else this time.', date: '2026-11-03T09:00:00.000Z' },
    });
    expect((await myApplication(hired, jobId)).notSelected).toBeNull();

    // Reopened and filled again: nobody is told twice.
    expect((await setStatus(practice, jobId, { status: 'ACTIVE' })).statusCode).toBe(200);
    expect((await myApplication(open, jobId)).stage).toBe('not selected');
    expect((await setStatus(practice, jobId, { status: 'BOOKED' })).statusCode).toBe(200);
    for (const account of [open, considered]) expect(await emailsTo(account.email, subject)).toBe(1);
    expect(await pushNoticesFor(ids.open)).toBe(1);
  });

  it('on close reaches the applicants still open with the polite default when the practice writes nothing', async () => {
    const job = (await liveJob(api, practice, { name: 'Assistant close', position: 'DA' })).id;
    const [first, second] = [await seeker(), await seeker()];
    const firstId = await applied(first, job);
    const secondId = await applied(second, job);
    await hire(secondId);
    const closed = await setStatus(practice, job, { status: 'CANCELED', notSelectedMessage: '   ' });
    expect(closed.statusCode, closed.body).toBe(200);
    const subject = NOT_SELECTED_SUBJECT('Assistant close');
    expect(await emailsTo(first.email, subject)).toBe(1);
    expect(await lastEmailTo(api, first.email, subject)).toContain('has closed the posting Assistant close');
    expect((await myApplication(first, job)).notSelected?.message).toBe(DEFAULT_CLOSED_MESSAGE);
    expect(await pushNoticesFor(firstId)).toBe(1);
    expect(await emailsTo(second.email, subject)).toBe(0);
    // Closed after filling: those told on filling are not told again.
    const third = await seeker();
    const job3 = (await liveJob(api, practice, { name: 'Front desk', position: 'FO' })).id;
    await applied(third, job3);
    expect((await setStatus(practice, job3, { status: 'BOOKED' })).statusCode).toBe(200);
    expect((await myApplication(third, job3)).notSelected?.message).toBe(DEFAULT_NOT_SELECTED_MESSAGE);
    expect((await setStatus(practice, job3, { status: 'CANCELED' })).statusCode).toBe(200);
    expect(await emailsTo(third.email, NOT_SELECTED_SUBJECT('Front desk'))).toBe(1);
  });
});

describe('the reminder of an application unanswered for 7 days', () => {
  it('emails the practice once per application; an answered one is not reminded about', async () => {
    const practice = await signUpEmployer(api);
    const job = (await liveJob(api, practice, { name: 'Waiting room' })).id;
    const [waiting, answered] = [await seeker(), await seeker()];
    clock.set('2026-11-10T09:00:00.000Z');
    await applied(waiting, job);
    await applied(answered, job);
    clock.set('2026-11-11T09:00:00.000Z');
    const feedback = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${job}/${answered.username}/feedback`, {
      reasons: ['Great Resume'],
      message: null,
    });
    expect(feedback.statusCode).toBe(200);
    const subject = 'Raé Núñez is waiting for an answer';
    const reminders = async (who: TestAccount) => {
      const rows = await api.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from outbox_messages where to_address = ${practice.email} and subject = ${subject} and text_body like ${`%/app/job-application/${job}/${who.username}%`}`,
      );
      return rows.rows[0].n;
    };

    clock.set('2026-11-17T08:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(UNANSWERED_REMINDER_TASK);
    expect(await reminders(waiting)).toBe(0);

    clock.set('2026-11-17T09:30:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(UNANSWERED_REMINDER_TASK);
    expect(await reminders(waiting)).toBe(1);
    expect(await reminders(answered)).toBe(0);

    clock.set('2026-11-18T11:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(UNANSWERED_REMINDER_TASK);
    expect(await reminders(waiting)).toBe(1);
  });
});

describe('how soon the practice usually answers', () => {
  it('is the median time to the first answer over the last 90 days, hidden below 3 answered applications', async () => {
    const practice = await signUpEmployer(api);
    const job = (await liveJob(api, practice, { name: 'Quick answers' })).id;
    const [a, b, c, d] = [await seeker(), await seeker(), await seeker(), await seeker()];
    const figure = async () => ({
      profile: (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/profile`)).json().responseTime,
      posting: (await call(api, null, 'GET', `/api9/jobs/${job}`)).json().responseTime,
    });

    clock.set('2026-12-01T09:00:00.000Z');
    const idA = await applied(a, job);
    await applied(b, job);
    const idC = await applied(c, job);
    await applied(d, job);
    // a: feedback a day later (24 h); b: a message two days later (48 h); c: an interview three days later (72 h).
    clock.set('2026-12-02T09:00:00.000Z');
    const feedback = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${job}/${a.username}/feedback`, {
      reasons: ['Under Consideration'],
      message: null,
    });
    expect(feedback.statusCode).toBe(200);
    // A later answer does not move the first.
    clock.set('2026-12-02T18:00:00.000Z');
    await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${job}/${a.username}/feedback`, {
      reasons: ['Great Resume'],
      message: null,
    });
    clock.set('2026-12-03T09:00:00.000Z');
    const message = await call(api, practice, 'POST', '/api9/conversations', { username: b.username, jobId: job, message: 'Could you come by on Friday?' });
    expect(message.statusCode, message.body).toBe(201);
    expect(await figure()).toEqual({ profile: null, posting: null });

    clock.set('2026-12-04T09:00:00.000Z');
    const interview = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId: idC,
      type: 'PHONE',
      interviewDate: '2026-12-10T15:00:00Z',
      durationMinutes: 30,
    });
    expect(interview.statusCode, interview.body).toBe(201);
    const answered = await api.database.db.execute<{ id: number; hours: number }>(
      sql`select id::int as id, (extract(epoch from answered_at - created_at) / 3600)::int as hours from applications where id in (${idA}, ${idC}) order by id`,
    );
    expect(answered.rows.map((row) => row.hours)).toEqual([24, 72]);
    // [24, 48, 72] h: 48 h, two days; d (3 days unanswered) is left out while it may yet be answered quickly.
    const twoDays = { days: 2, answered: 3, label: 'Usually answers within 2 days' };
    expect(await figure()).toEqual({ profile: twoDays, posting: twoDays });

    // d still unanswered 8 days on counts with its wait so far (192 h): median of [24, 48, 72, 192] = 60 h, three days.
    clock.set('2026-12-09T09:00:00.000Z');
    expect((await figure()).profile).toEqual({ days: 3, answered: 3, label: 'Usually answers within 3 days' });
    // Applications older than 90 days are no longer counted.
    clock.set('2027-03-01T08:00:00.000Z');
    expect((await figure()).profile).toEqual({ days: 3, answered: 3, label: 'Usually answers within 3 days' });
    clock.set('2027-03-01T10:00:00.000Z');
    expect((await figure()).profile).toBeNull();
  });
});

describe('the applicants as a CSV file', () => {
  const HOSTILE = ['=HYPERLINK("http://x","y")', '+1', '@SUM(1)', '-2+3'];

  it('writes hostile names as text a spreadsheet will not run', async () => {
    clock.set('2027-03-02T09:00:00.000Z');
    const practice = await signUpEmployer(api);
    const rival = await signUpEmployer(api);
    const job = (await liveJob(api, practice, { name: 'Export me' })).id;
    const other = (await liveJob(api, practice, { name: 'Second posting', position: 'DA' })).id;
    const people = [await seeker(), await seeker(), await seeker(), await seeker()];
    for (const [index, person] of people.entries()) {
      await applied(person, job);
      await api.database.db.execute(sql`update users set name = ${HOSTILE[index]} where username = ${person.username}`);
    }
    await applied(people[0], other);

    const url = `/api9/users/employers/${practice.username}/applications.csv`;
    const one = await call(api, practice, 'GET', `${url}?jobId=${job}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="applicants-${job}-2027-03-02.csv"`);
    expect(one.body.startsWith('\uFEFF"Posting","Posting id","Applicant"')).toBe(true);
    const rows = parseCsv(one.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(5);
    expect(rows[0].slice(0, 4)).toEqual(['Posting', 'Posting id', 'Applicant', 'Username']);
    // Each hostile name comes out with a single quote in front: a spreadsheet shows it as text, runs nothing.
    const names = rows.slice(1).map((row) => row[2]);
    expect(names.sort()).toEqual(['\'=HYPERLINK("http://x","y")', "'+1", "'@SUM(1)", "'-2+3"].sort());
    for (const row of rows.slice(1)) expect(row.slice(0, 2)).toEqual(['Export me', String(job)]);
    // Raw, every cell is quoted (no cell starts with a formula character) and the link's quotes are doubled.
    expect(one.body).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(one.body).not.toMatch(/(^|,)[=+\-@]/m);

    const all = await call(api, practice, 'GET', url);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="applicants-all-2027-03-02.csv"');
    expect(parseCsv(all.body.replace(/^\uFEFF/, ''))).toHaveLength(6);
    expect(all.body).toContain('"Second posting"');

    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications.csv?jobId=${job}`)).statusCode).toBe(404);
    expect((await call(api, rival, 'GET', url)).statusCode).toBe(404);
    expect((await call(api, people[0], 'GET', url)).statusCode).toBe(403);
    expect((await call(api, null, 'GET', url)).statusCode).toBe(401);
    const bad = await call(api, practice, 'GET', `${url}?jobId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('jobId');
  });
});
