import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, hiringTables, invite, liveJob, makePublic } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;
let applicant: TestAccount;
const ids = { job: 0, invitation: 0, application: 0, interview: 0, other: 0 };

beforeAll(async () => {
  [practice, seeker, applicant] = [await signUpEmployer(api), await signUpStaff(api), await signUpStaff(api)];
  await giveInvitationCredits(api, practice);
  await fillResume(api, seeker);
  await makePublic(api, seeker);
  await fillResume(api, applicant);
  ids.job = (await liveJob(api, practice)).id;
  ids.other = (await liveJob(api, practice)).id;
  ids.invitation = (await invite(api, practice, ids.job, seeker.username)).json().invitationId;
  ids.application = (await apply(api, applicant, ids.job)).json().applicationId;
  ids.interview = (
    await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId: ids.application,
      type: 'PHONE',
      interviewDate: '2026-09-10T15:00:00Z',
    })
  ).json().id;
});

const interview = (overrides: Record<string, unknown>) => ({
  applicationId: ids.application,
  type: 'TEAM',
  interviewDate: '2026-09-20T15:00:00Z',
  ...overrides,
});

/** [label, account, method, url, body, the field the error must name]. */
function badRequests(): [string, TestAccount, 'POST' | 'PUT', string, unknown, string][] {
  const staff = `/api9/users/staff/${seeker.username}`;
  const employer = `/api9/users/employers/${practice.username}`;
  const long = 'x'.repeat(5001);
  const answer = `/api9/users/staff/${applicant.username}/interviews/${ids.interview}/answer`;
  return [
    ['apply: unknown field', seeker, 'POST', `${staff}/applications`, { jobId: ids.other, message: 'Hi', status: 'ACCEPTED' }, 'status'],
    ['apply: a message over 5000', seeker, 'POST', `${staff}/applications`, { jobId: ids.other, message: long }, 'message'],
    ['apply: message not text', seeker, 'POST', `${staff}/applications`, { jobId: ids.other, message: { $gt: '' } }, 'message'],
    ['apply: jobId as text', seeker, 'POST', `${staff}/applications`, { jobId: `${ids.other}`, message: 'Hi' }, 'jobId'],
    ['apply: jobId negative', seeker, 'POST', `${staff}/applications`, { jobId: -1 }, 'jobId'],
    ['apply: jobId huge', seeker, 'POST', `${staff}/applications`, { jobId: 1e300 }, 'jobId'],
    ['apply: no jobId', seeker, 'POST', `${staff}/applications`, { message: 'Hi' }, 'jobId'],
    ['apply: a NUL in the message', seeker, 'POST', `${staff}/applications`, { jobId: ids.other, message: 'Hi\u0000there' }, 'message'],
    ['accept: unknown field', seeker, 'POST', `${staff}/invitations/${ids.invitation}/accept`, { message: 'Yes', jobId: ids.other }, 'jobId'],
    ['accept: a message over 5000', seeker, 'POST', `${staff}/invitations/${ids.invitation}/accept`, { message: long }, 'message'],
    ['accept: invitation id not a number', seeker, 'POST', `${staff}/invitations/abc/accept`, { message: 'Yes' }, 'invitationId'],
    [
      'invite: unknown field',
      practice,
      'POST',
      `${employer}/jobs/${ids.other}/invitations`,
      { username: seeker.username, message: 'Hi', status: 'ACCEPTED' },
      'status',
    ],
    ['invite: a message over 5000', practice, 'POST', `${employer}/jobs/${ids.other}/invitations`, { username: seeker.username, message: long }, 'message'],
    [
      'invite: username outside the pattern',
      practice,
      'POST',
      `${employer}/jobs/${ids.other}/invitations`,
      { username: "x' or 1=1 --", message: null },
      'username',
    ],
    ['invite: no username', practice, 'POST', `${employer}/jobs/${ids.other}/invitations`, { message: 'Hi' }, 'username'],
    ['invite: jobId in the path not a number', practice, 'POST', `${employer}/jobs/1.5/invitations`, { username: seeker.username }, 'jobId'],
    ['opinion: LOVE', practice, 'PUT', `${employer}/applications/${ids.job}/${applicant.username}/opinion`, { opinion: 'LOVE' }, 'opinion'],
    ['opinion: missing', practice, 'PUT', `${employer}/applications/${ids.job}/${applicant.username}/opinion`, {}, 'opinion'],
    [
      'opinion: unknown field',
      practice,
      'PUT',
      `${employer}/applications/${ids.job}/${applicant.username}/opinion`,
      { opinion: 'LIKE', reviewedDate: '2020-01-01' },
      'reviewedDate',
    ],
    ['interview: a bad type', practice, 'POST', `${employer}/interviews`, interview({ type: 'LUNCH' }), 'type'],
    ['interview: a past date', practice, 'POST', `${employer}/interviews`, interview({ interviewDate: '2026-09-01T15:00:00Z' }), 'interviewDate'],
    ['interview: a day without time', practice, 'POST', `${employer}/interviews`, interview({ interviewDate: '2026-09-20' }), 'interviewDate'],
    ['interview: a time without minutes', practice, 'POST', `${employer}/interviews`, interview({ interviewDate: '2026-09-20T15' }), 'interviewDate'],
    [
      'interview: an office time that does not exist',
      practice,
      'POST',
      `${employer}/interviews`,
      interview({ interviewDate: '2026-09-31T15:00' }),
      'interviewDate',
    ],
    ['interview: 3 minutes', practice, 'POST', `${employer}/interviews`, interview({ durationMinutes: 3 }), 'durationMinutes'],
    ['interview: notes over 2000', practice, 'POST', `${employer}/interviews`, interview({ notes: 'n'.repeat(2001) }), 'notes'],
    ['interview: unknown field', practice, 'POST', `${employer}/interviews`, interview({ status: 'CONFIRMED' }), 'status'],
    ['interview: no applicationId', practice, 'POST', `${employer}/interviews`, { type: 'TEAM', interviewDate: '2026-09-20T15:00:00Z' }, 'applicationId'],
    [
      'interview update: a past date',
      practice,
      'PUT',
      `${employer}/interviews/${ids.interview}`,
      { type: 'TEAM', interviewDate: '2020-01-01T00:00:00Z' },
      'interviewDate',
    ],
    ['interview update: applicationId', practice, 'PUT', `${employer}/interviews/${ids.interview}`, interview({}), 'applicationId'],
    ['interview update: a bad type', practice, 'PUT', `${employer}/interviews/${ids.interview}`, { type: 7, interviewDate: '2026-09-20T15:00:00Z' }, 'type'],
    ['interview answer: MAYBE', applicant, 'PUT', `${answer}`, { answer: 'MAYBE' }, 'answer'],
    ['interview answer: missing', applicant, 'PUT', `${answer}`, { message: 'Hi' }, 'answer'],
    ['interview answer: message not text', applicant, 'PUT', `${answer}`, { answer: 'NEW_TIME', message: ['a'] }, 'message'],
    ['interview answer: a message over 2000', applicant, 'PUT', `${answer}`, { answer: 'NEW_TIME', message: 'm'.repeat(2001) }, 'message'],
    ['interview answer: another time without a message', applicant, 'PUT', `${answer}`, { answer: 'NEW_TIME' }, 'message'],
    ['interview answer: unknown field', applicant, 'PUT', `${answer}`, { answer: 'ACCEPT', status: 'CONFIRMED' }, 'status'],
    [
      'interview answer: interviewId not a number',
      applicant,
      'PUT',
      `/api9/users/staff/${applicant.username}/interviews/abc/answer`,
      { answer: 'ACCEPT' },
      'interviewId',
    ],
  ];
}

describe('hostile input to the hiring routes', () => {
  it('answers 4xx naming the field, and stores nothing', async () => {
    const before = await hiringTables(api);
    for (const [label, account, method, url, body, field] of badRequests()) {
      const response = await call(api, account, method, url, body);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json().errors[0].field, `${label}: ${response.body.slice(0, 200)}`).toBe(field);
      expect(response.json().errors[0].message, label).toEqual(expect.any(String));
    }
    expect(await hiringTables(api)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"jobId": 1,', 400],
    ['an array', '[]', 400],
    ['a string', '"apply"', 400],
    ['null', 'null', 400],
    ['a prototype-pollution attempt', '{"__proto__": {"jobId": 1}, "constructor": {"prototype": {}}}', 400],
  ])('refuses %s as the body of an application', async (_label, payload, status) => {
    const before = await hiringTables(api);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api9/users/staff/${seeker.username}/applications`,
      payload,
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].message).toEqual(expect.any(String));
    expect(await hiringTables(api)).toEqual(before);
  });

  it('refuses a form body with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api9/users/staff/${seeker.username}/applications`,
      payload: `jobId=${ids.other}`,
      headers: { authorization: seeker.authorization, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it.each(NAUGHTY_STRINGS.map((value, i) => [i, value] as const))(
    'string #%i as interview location and notes: stored as text or 4xx, never a 500',
    async (_i, value) => {
      const before = await hiringTables(api);
      const response = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, interview({ location: value, notes: value }));
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 201) {
        const trimmed = value.trim();
        expect(response.json()).toMatchObject({ location: trimmed === '' ? null : trimmed, notes: trimmed === '' ? null : trimmed });
      } else {
        expect(response.json().errors[0].field).toMatch(/^(location|notes)$/);
        expect(await hiringTables(api)).toEqual(before);
      }
    },
  );

  it('keeps markup in a message as text', async () => {
    const message = '<script>alert(1)</script> "><img src=x onerror=alert(1)>';
    const response = await apply(api, seeker, ids.other, message);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(message);
    const listed = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${ids.other}`)).json();
    expect(listed[0].message).toBe(message);
  });
});
