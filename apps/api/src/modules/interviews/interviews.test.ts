import { beforeAll, describe, expect, it } from 'vitest';
import { groupInterviewsByDay, type Interview } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, hiringTables, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;
let seeker: TestAccount;
let other: TestAccount;
const ids = { job: 0, application: 0, otherApplication: 0, rivalApplication: 0 };

beforeAll(async () => {
  [practice, rival, seeker, other] = [await signUpEmployer(api), await signUpEmployer(api), await signUpStaff(api), await signUpStaff(api)];
  await fillResume(api, seeker);
  await fillResume(api, other);
  ids.job = (await liveJob(api, practice, { name: 'Hygienist' })).id;
  ids.application = (await apply(api, seeker, ids.job)).json().applicationId;
  ids.otherApplication = (await apply(api, other, ids.job)).json().applicationId;
  const rivalJob = await liveJob(api, rival, { name: 'Rival hygienist' });
  ids.rivalApplication = (await apply(api, seeker, rivalJob.id)).json().applicationId;
});

const propose = (body: Record<string, unknown>, account = practice) => call(api, account, 'POST', `/api9/users/employers/${account.username}/interviews`, body);
const list = async (account: TestAccount, query = 'date=all') => {
  const response = await call(api, account, 'GET', `/api9/users/${account.username}/interviews?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Interview[];
};

describe('interviews', () => {
  it('are proposed by the practice, emailed to the applicant and visible to both sides', async () => {
    const response = await propose({
      applicationId: ids.application,
      type: 'INPERSON',
      interviewDate: '2026-09-10T15:00:00-05:00',
      durationMinutes: 45,
      location: '2450 N Clark St, Suite 200',
      notes: 'Bring your license.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const interview = response.json();
    expect(interview).toEqual({
      id: expect.any(Number),
      applicationId: ids.application,
      username: seeker.username,
      name: 'Raé Núñez',
      position: 'DH',
      positionLabel: 'Dental Hygienist (RDH)',
      interviewDate: '2026-09-10T20:00:00.000Z',
      type: 'INPERSON',
      typeLabel: 'In-Person Meeting/Interview',
      durationMinutes: 45,
      location: '2450 N Clark St, Suite 200',
      notes: 'Bring your license.',
      status: 'PROPOSED',
      timeZone: 'America/Chicago',
      sequence: 0,
      response: null,
      responseMessage: null,
      respondedDate: null,
      jobId: ids.job,
      jobTitle: 'Hygienist',
      isConfidential: false,
      practice: { username: practice.username, name: 'Bright Smiles Dental' },
      // The practice's own sign-in proposed it: no team member to name (ADR 127).
      proposedBy: null,
    });
    const email = await lastEmailTo(api, seeker.email, 'Interview proposed: Hygienist');
    expect(email).toContain('Bright Smiles Dental proposes an interview for Hygienist.');
    expect(email).toContain('In-Person Meeting/Interview, Thu, Sep 10, 3:00 PM CDT, 45 minutes');
    expect(email).not.toContain('UTC');
    expect(email).toContain('/app/interviews');

    expect(await list(seeker)).toEqual([interview]);
    expect(await list(practice)).toEqual([interview]);
    // Nobody else sees it.
    expect(await list(other)).toEqual([]);
    expect(await list(rival)).toEqual([]);
  });

  it('group by day on the interviews screen, and filter by day in the viewer’s zone or upcoming', async () => {
    const at = async (applicationId: number, interviewDate: string, type: string, account = practice) => {
      const response = await propose({ applicationId, type, interviewDate }, account);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const phone = await at(ids.otherApplication, '2026-09-10T14:00:00Z', 'PHONE');
    const late = await at(ids.otherApplication, '2026-09-11T02:30:00Z', 'VIRTUAL');
    const working = await at(ids.application, '2026-09-15T13:00:00Z', 'WORKING');
    const team = await at(ids.rivalApplication, '2026-09-12T16:00:00Z', 'TEAM', rival);

    const all = await list(practice);
    expect(all.map((i: { typeLabel: string }) => i.typeLabel)).toEqual([
      'Phone Conversation/Interview',
      'In-Person Meeting/Interview',
      'Virtual Meeting/Interview',
      'Working Interview',
    ]);
    const grouped = groupInterviewsByDay(all, 'America/Chicago');
    expect(grouped.map((day) => [day.date, day.interviews.map((i) => i.type)])).toEqual([
      ['2026-09-10', ['PHONE', 'INPERSON', 'VIRTUAL']],
      ['2026-09-15', ['WORKING']],
    ]);
    expect(groupInterviewsByDay(all).map((day) => day.date)).toEqual(['2026-09-10', '2026-09-11', '2026-09-15']);

    // The job seeker sees its interviews with both practices.
    expect((await list(seeker)).map((i: { id: number }) => i.id)).toEqual([all[1].id, team.id, working.id]);
    expect((await list(seeker)).find((i: { id: number }) => i.id === team.id)?.practice?.username).toBe(rival.username);

    const chicagoDay = await list(practice, 'date=2026-09-10&tz=America/Chicago');
    expect(chicagoDay.map((i: { id: number }) => i.id)).toEqual([phone.id, all[1].id, late.id]);
    const utcDay = await list(practice, 'date=2026-09-10');
    expect(utcDay.map((i: { id: number }) => i.id)).toEqual([phone.id, all[1].id]);
    expect(await list(practice, 'date=2026-09-13')).toEqual([]);

    clock.set('2026-09-11T00:00:00Z');
    expect((await list(practice, 'date=upcoming')).map((i: { id: number }) => i.id)).toEqual([late.id, working.id]);
    clock.set('2026-09-07T10:00:00.000Z');
  });

  it('can be changed and cancelled by the practice; the applicant is told each time', async () => {
    const created = (await propose({ applicationId: ids.otherApplication, type: 'PHONE', interviewDate: '2026-09-20T15:00:00Z' })).json();
    const url = `/api9/users/employers/${practice.username}/interviews/${created.id}`;
    const changed = await call(api, practice, 'PUT', url, {
      type: 'VIRTUAL',
      interviewDate: '2026-09-21T16:00:00Z',
      durationMinutes: 30,
      location: 'https://meet.example/abc',
      notes: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      type: 'VIRTUAL',
      typeLabel: 'Virtual Meeting/Interview',
      interviewDate: '2026-09-21T16:00:00.000Z',
      durationMinutes: 30,
      location: 'https://meet.example/abc',
      notes: null,
      status: 'PROPOSED',
    });
    expect(await lastEmailTo(api, other.email, 'Interview changed: Hygienist')).toContain('https://meet.example/abc');

    const cancelled = await call(api, practice, 'PUT', `${url}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELED');
    expect(await lastEmailTo(api, other.email, 'Interview canceled: Hygienist')).toContain('canceled your interview');
    expect((await call(api, practice, 'PUT', `${url}/cancel`)).json().status).toBe('CANCELED');
    const again = await call(api, practice, 'PUT', url, { type: 'VIRTUAL', interviewDate: '2026-09-22T16:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('status');
    // Both still see it, cancelled; 'upcoming' leaves it out.
    expect((await list(other)).find((i: { id: number }) => i.id === created.id)?.status).toBe('CANCELED');
    expect((await list(other, 'date=upcoming')).map((i: { id: number }) => i.id)).not.toContain(created.id);
  });

  it('refuses a past time, another practice’s application or interview, and stores nothing', async () => {
    const before = await hiringTables(api);
    const past = await propose({ applicationId: ids.application, type: 'TEAM', interviewDate: '2026-09-07T09:59:59Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toEqual({ code: 'VALIDATION', field: 'interviewDate', message: 'The interview must be in the future.' });
    const tooFar = await propose({ applicationId: ids.application, type: 'TEAM', interviewDate: '2027-10-01T09:00:00Z' });
    expect(tooFar.json().errors[0].field).toBe('interviewDate');
    const theirs = await propose({ applicationId: ids.rivalApplication, type: 'TEAM', interviewDate: '2026-09-20T15:00:00Z' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].field).toBe('applicationId');
    const [mine] = await list(practice);
    const rivalUrl = `/api9/users/employers/${rival.username}/interviews/${mine.id}`;
    expect((await call(api, rival, 'PUT', rivalUrl, { type: 'TEAM', interviewDate: '2026-09-20T15:00:00Z' })).statusCode).toBe(404);
    expect((await call(api, rival, 'PUT', `${rivalUrl}/cancel`)).statusCode).toBe(404);
    expect(await hiringTables(api)).toEqual(before);
  });

  it('refuses a bad date query or time zone', async () => {
    for (const query of ['date=yesterday', 'date=2026-02-30', 'date=2026-09-10&tz=Mars/Olympus', "tz='%3Bselect%201"]) {
      const response = await call(api, practice, 'GET', `/api9/users/${practice.username}/interviews?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(['date', 'tz'], query).toContain(response.json().errors[0].field);
    }
  });
});
