// The hiring pipeline (ADR 118): moves, custom stages, bulk decline reaching each person once,
// templates and their variables, the seeker's plain stage, and another practice kept out.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_STAGE_LABELS, PIPELINE_MEANINGS } from '@chairside/domain/hiring-pipeline';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-11-02T09:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let other: TestAccount;
let jobId: number;
const seekers: TestAccount[] = [];
const JOB = 'Pipeline Hygienist';

const board = async (account = practice, job = jobId) => call(api, account, 'GET', `/api9/users/employers/${account.username}/pipeline/${job}`);
const move = (applicant: string, stage: string, account = practice) =>
  call(api, account, 'PUT', `/api9/users/employers/${account.username}/applications/${jobId}/${applicant}/stage`, { stage });
const bulk = (body: Record<string, unknown>, account = practice) =>
  call(api, account, 'POST', `/api9/users/employers/${account.username}/pipeline/${jobId}/bulk`, body);
const myStage = async (seeker: TestAccount) => {
  const list = (await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/applications`)).json() as { jobId: number; stage: string }[];
  return list.find((item) => item.jobId === jobId)?.stage;
};
async function declineEmails(to: string): Promise<number> {
  const rows = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_messages where to_address = ${to} and subject = ${`Your application to ${JOB}`}`,
  );
  return rows.rows[0].n;
}
const stageOf = async (username: string) =>
  ((await board()).json() as { applicants: { username: string; stage: string }[] }).applicants.find((a) => a.username === username)?.stage;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  other = await signUpEmployer(api);
  jobId = (await liveJob(api, practice, { name: JOB })).id;
  for (let i = 0; i < 5; i++) {
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    expect((await apply(api, seeker, jobId)).statusCode).toBe(201);
    seekers.push(seeker);
  }
});

describe('the board and moves', () => {
  it('shows the fixed stages in order and every applicant in "new"', async () => {
    const response = await board();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.stages.map((s: { key: string }) => s.key)).toEqual([...PIPELINE_MEANINGS]);
    expect(body.stages[0].label).toBe(DEFAULT_STAGE_LABELS.new);
    expect(body.applicants).toHaveLength(5);
    expect(new Set(body.applicants.map((a: { stage: string }) => a.stage))).toEqual(new Set(['new']));
  });

  it('moves an applicant, stamping when and by whom; the seeker reads plain words', async () => {
    const response = await move(seekers[0].username, 'reviewing');
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json().applicants.find((a: { username: string }) => a.username === seekers[0].username);
    expect(moved).toMatchObject({ stage: 'reviewing', meaning: 'reviewing', stageMovedBy: practice.username, stageMovedAt: '2026-11-02T09:00:00.000Z' });
    expect(await myStage(seekers[0])).toBe('under consideration');
    expect((await move(seekers[0].username, 'offer')).statusCode).toBe(200);
    expect(await myStage(seekers[0])).toBe('offer');
  });

  it('refuses an unknown stage naming the field, and changes nothing', async () => {
    const response = await move(seekers[1].username, 'phone-screen');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('stage');
    expect(await stageOf(seekers[1].username)).toBe('new');
  });

  it('keeps another practice out: its board, moves and bulk actions are 404 or 403 and change nothing', async () => {
    expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/pipeline/${jobId}`)).statusCode).toBe(404);
    expect(
      (await call(api, other, 'PUT', `/api9/users/employers/${other.username}/applications/${jobId}/${seekers[1].username}/stage`, { stage: 'hired' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(api, other, 'POST', `/api9/users/employers/${other.username}/pipeline/${jobId}/bulk`, {
          action: 'decline',
          applicants: [seekers[1].username],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(api, other, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${seekers[1].username}/stage`, { stage: 'hired' }))
        .statusCode,
    ).toBe(404);
    expect((await call(api, seekers[2], 'GET', `/api9/users/employers/${practice.username}/pipeline/${jobId}`)).statusCode).toBe(403);
    expect(await stageOf(seekers[1].username)).toBe('new');
    expect(await declineEmails(seekers[1].email)).toBe(0);
  });
});

describe('custom stages', () => {
  it('renames a fixed stage and adds one of its own, which the seeker reads as its meaning', async () => {
    const stages = PIPELINE_MEANINGS.map((key) => ({ key, label: key === 'reviewing' ? 'Screening' : DEFAULT_STAGE_LABELS[key], meaning: key }));
    stages.splice(2, 0, { key: undefined as unknown as 'new', label: 'Phone screen', meaning: 'reviewing' });
    const response = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/pipeline-stages`, {
      stages: stages.map(({ key, ...rest }) => (key ? { key, ...rest } : rest)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().stages as { key: string; label: string; meaning: string }[];
    expect(saved.map((s) => s.label)).toEqual(['New', 'Screening', 'Phone screen', 'Interview', 'Offer', 'Hired', 'Not selected']);
    const custom = saved[2];
    expect(custom.key).toBe('custom-1');
    expect((await move(seekers[1].username, custom.key)).statusCode).toBe(200);
    expect(await myStage(seekers[1])).toBe('under consideration');
  });

  it('refuses a pipeline without a fixed stage, or out of order, naming the field', async () => {
    const response = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/pipeline-stages`, {
      stages: [...PIPELINE_MEANINGS].reverse().map((key) => ({ key, label: 'x', meaning: key })),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('stages');
  });
});

describe('templates', () => {
  it('has the three defaults; refuses an empty text or an unknown variable naming body', async () => {
    const list = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/message-templates`);
    expect(list.json().templates.map((t: { kind: string; isDefault: boolean }) => [t.kind, t.isDefault])).toEqual([
      ['decline', true],
      ['interview_invitation', true],
      ['thank_you', true],
    ]);
    const url = `/api9/users/employers/${practice.username}/message-templates/decline`;
    for (const body of ['   ', 'Hello {nmae}']) {
      const response = await call(api, practice, 'PUT', url, { body });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('body');
    }
    const saved = await call(api, practice, 'PUT', url, { body: 'Dear {name}, thank you for applying to {posting}. We chose another candidate. {practice}' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().templates[0]).toMatchObject({ kind: 'decline', isDefault: false });
  });

  it('fills the variables of a message to many at once', async () => {
    const response = await bulk({ action: 'message', applicants: [seekers[2].username], template: 'interview_invitation', interviewTime: 'Tuesday at 10 am' });
    expect(response.statusCode, response.body).toBe(200);
    const text = await lastEmailTo(api, seekers[2].email, `A message from Bright Smiles Dental about ${JOB}`);
    expect(text).toContain(`to ${JOB}`);
    expect(text).toContain('Tuesday at 10 am');
    expect(text).not.toMatch(/\{(name|posting|practice|interview_time)\}/);
  });

  it("sends the practice's own words to many at once, with the interview time filled", async () => {
    const response = await bulk({
      action: 'message',
      applicants: [seekers[4].username],
      body: 'Hi {name}, could you come in for {posting} on {interview_time}?',
      interviewTime: 'Friday at 2 pm',
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await lastEmailTo(api, seekers[4].email, `A message from Bright Smiles Dental about ${JOB}`);
    expect(text).toContain(`for ${JOB} on Friday at 2 pm?`);
    const unknown = await bulk({ action: 'message', applicants: [seekers[4].username], body: 'See you {tomorrow}' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('body');
  });
});

describe('bulk decline and the fill', () => {
  it('declines many at once: each person told once, even when declined again or the posting is filled', async () => {
    const declined = [seekers[2].username, seekers[3].username];
    const first = await bulk({ action: 'decline', applicants: declined, template: 'decline' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ done: 2, alreadyDeclined: 0 });
    const again = await bulk({ action: 'decline', applicants: declined });
    expect(again.json()).toEqual({ done: 0, alreadyDeclined: 2 });
    expect((await move(seekers[3].username, 'not_selected')).statusCode).toBe(200);
    for (const seeker of [seekers[2], seekers[3]]) {
      expect(await declineEmails(seeker.email)).toBe(1);
      expect(await myStage(seeker)).toBe('not selected');
      expect(await lastEmailTo(api, seeker.email, `Your application to ${JOB}`)).toContain('We chose another candidate. Bright Smiles Dental');
    }
    expect(await stageOf(seekers[2].username)).toBe('not_selected');
  });

  it('is all or nothing: one unknown applicant among them and nobody is told', async () => {
    const response = await bulk({ action: 'decline', applicants: [seekers[4].username, 'nobody-here'] });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).toContain('applicants');
    expect(await declineEmails(seekers[4].email)).toBe(0);
    expect(await stageOf(seekers[4].username)).toBe('new');
  });

  it('a hired applicant is not told "not selected" when the posting is filled; the others still open are', async () => {
    expect((await move(seekers[1].username, 'hired')).statusCode).toBe(200);
    expect(await myStage(seekers[1])).toBe('hired');
    const filled = await call(api, practice, 'PUT', `/api9/jobs/${jobId}/status`, { status: 'BOOKED' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await declineEmails(seekers[1].email)).toBe(0);
    expect(await declineEmails(seekers[4].email)).toBe(1);
    expect(await declineEmails(seekers[2].email)).toBe(1);
  });
});
