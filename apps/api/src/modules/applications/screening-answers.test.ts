// Screening answers when applying: every question answered, a 'no' to a deal-breaker flagged to the practice.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { fillResume, hiringTables, liveJob, makePublic } from '../../testing/hiring';

const api = useTestApi();

let practice: TestAccount;

const QUESTIONS = [
  { text: 'Do you hold an Illinois RDH licence?', isDealBreaker: true },
  { text: 'Can you work two Saturdays a month?', isDealBreaker: false },
];

async function seekerNamed(name: string, options: { isPublic?: boolean; email?: string } = {}) {
  const seeker = await signUpStaff(api, options.email ? { email: options.email } : {});
  await api.database.db.update(users).set({ name }).where(eq(users.username, seeker.username));
  await fillResume(api, seeker);
  if (options.isPublic) expect((await makePublic(api, seeker)).statusCode).toBe(200);
  return seeker;
}

const applyWith = (seeker: TestAccount, jobId: number, answers?: unknown) =>
  call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId, message: 'Hello', ...(answers === undefined ? {} : { answers }) });

beforeAll(async () => {
  practice = await signUpEmployer(api);
});

describe('screening answers when applying', () => {
  it('needs an answer to every question (400 naming it, nothing stored); a no to a deal-breaker applies and is flagged', async () => {
    const job = await liveJob(api, practice, { screeningQuestions: QUESTIONS });
    const page = (await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json();
    const [licence, saturdays] = page.screeningQuestions as { id: string }[];

    const careful = await seekerNamed('Jordan Careful');
    const before = await hiringTables(api);
    for (const [answers, field] of [
      [undefined, `answers.${licence.id}`],
      [[{ questionId: licence.id, answer: true }], `answers.${saturdays.id}`],
      [
        [
          { questionId: licence.id, answer: true },
          { questionId: saturdays.id, answer: true },
          { questionId: 'zzz', answer: true },
        ],
        'answers.zzz',
      ],
      [[{ questionId: licence.id, answer: 'yes' }], 'answers.0.answer'],
    ] as const) {
      const refused = await applyWith(careful, job.id, answers);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0].field).toBe(field);
    }
    const missing = (await applyWith(careful, job.id, [{ questionId: licence.id, answer: true }])).json().errors[0];
    expect(missing.message).toContain('Can you work two Saturdays a month?');
    expect(await hiringTables(api)).toEqual(before);

    expect(
      (
        await applyWith(careful, job.id, [
          { questionId: licence.id, answer: true },
          { questionId: saturdays.id, answer: false },
        ])
      ).statusCode,
    ).toBe(201);
    const unlicensed = await seekerNamed('Sam Unlicensed');
    expect(
      (
        await applyWith(unlicensed, job.id, [
          { questionId: saturdays.id, answer: true },
          { questionId: licence.id, answer: false },
        ])
      ).statusCode,
    ).toBe(201);

    const applicants = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}`)).json();
    const byName = (name: string) => applicants.find((a: { name: string }) => a.name === name);
    expect(byName('Jordan Careful')).toMatchObject({
      missedDealBreaker: false,
      screeningAnswers: [
        { questionId: licence.id, text: 'Do you hold an Illinois RDH licence?', isDealBreaker: true, answer: true },
        { questionId: saturdays.id, text: 'Can you work two Saturdays a month?', isDealBreaker: false, answer: false },
      ],
    });
    expect(byName('Sam Unlicensed')).toMatchObject({ missedDealBreaker: true, screeningAnswers: [{ answer: false }, { answer: true }] });
    const one = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}/${unlicensed.username}`)).json();
    expect(one).toMatchObject({ missedDealBreaker: true });

    // The answers stay as they were asked when the practice rewords a question later.
    expect(byName('Sam Unlicensed').screeningAnswers[0].text).toBe('Do you hold an Illinois RDH licence?');
  });

  it('a posting without questions takes applications without answers', async () => {
    const job = await liveJob(api, practice);
    const seeker = await seekerNamed('Alex Plain');
    expect((await applyWith(seeker, job.id)).statusCode).toBe(201);
  });
});
