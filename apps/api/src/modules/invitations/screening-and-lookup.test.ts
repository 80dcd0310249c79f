import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { CandidateSuggestionSchema } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { fillResume, giveInvitationCredits, hiringTables, invite, liveJob, makePublic } from '../../testing/hiring';

const api = useTestApi();

let practice: TestAccount;
let otherPractice: TestAccount;

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
  otherPractice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice);
  await giveInvitationCredits(api, otherPractice);
});

describe('screening answers when accepting an invitation', () => {
  const accept = (seeker: TestAccount, invitationId: number, answers?: unknown) =>
    call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/invitations/${invitationId}/accept`, {
      message: 'Glad to',
      ...(answers === undefined ? {} : { answers }),
    });
  /** The emailed invitation link's token, as the invitation email makes it. */
  const answerLinkToken = async (seeker: TestAccount, invitationId: number) => {
    const [{ id: userId }] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.username, seeker.username));
    return encodeURIComponent(api.ctx.signedLinks.create('invitation-answer', { invitationId, userId }, { ttlMs: 86_400_000, singleUse: true }));
  };

  it("asks an invited person the posting's questions as applying does: 400 naming a missing one, nothing stored; a no to a deal-breaker is flagged", async () => {
    const job = await liveJob(api, practice, { screeningQuestions: QUESTIONS });
    const invited = await seekerNamed('Riley Invitee', { isPublic: true });
    expect((await invite(api, practice, job.id, invited.username)).statusCode).toBe(201);
    const [invitation] = (await call(api, invited, 'GET', `/api9/users/staff/${invited.username}/invitations`)).json();
    // The invitation carries the questions, not which of them are deal-breakers.
    expect(invitation.screeningQuestions).toEqual([
      { id: expect.any(String), text: 'Do you hold an Illinois RDH licence?' },
      { id: expect.any(String), text: 'Can you work two Saturdays a month?' },
    ]);
    const [licence, saturdays] = invitation.screeningQuestions as { id: string }[];

    const before = await hiringTables(api);
    for (const [answers, field] of [
      [undefined, `answers.${licence.id}`],
      [[], `answers.${licence.id}`],
      [[{ questionId: licence.id, answer: true }], `answers.${saturdays.id}`],
      [[{ questionId: licence.id, answer: 'yes' }], 'answers.0.answer'],
    ] as const) {
      const refused = await accept(invited, invitation.invitationId, answers);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0].field).toBe(field);
    }
    expect(await hiringTables(api)).toEqual(before);

    const accepted = await accept(invited, invitation.invitationId, [
      { questionId: saturdays.id, answer: true },
      { questionId: licence.id, answer: false },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const applicant = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}/${invited.username}`)).json();
    expect(applicant).toMatchObject({
      missedDealBreaker: true,
      screeningAnswers: [
        { questionId: licence.id, isDealBreaker: true, answer: false },
        { questionId: saturdays.id, isDealBreaker: false, answer: true },
      ],
    });
  });

  it('asks them from the emailed link too: a refused answer leaves the link usable', async () => {
    const job = await liveJob(api, practice, { screeningQuestions: QUESTIONS });
    const invited = await seekerNamed('Casey Linkclicker', { isPublic: true });
    const invitationId = (await invite(api, practice, job.id, invited.username)).json().invitationId as number;
    const token = await answerLinkToken(invited, invitationId);
    const shown = await call(api, null, 'GET', `/api9/signed/invitation/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const questions = shown.json().invitation.screeningQuestions as { id: string; text: string }[];
    expect(questions.map((question) => question.text)).toEqual(QUESTIONS.map((question) => question.text));

    const send = (body: Record<string, unknown>) => call(api, null, 'POST', `/api9/signed/invitation/${token}`, body);
    const unanswered = await send({ answer: 'ACCEPT', message: 'Yes please' });
    expect(unanswered.statusCode, unanswered.body).toBe(400);
    expect(unanswered.json().errors[0].field).toBe(`answers.${questions[0].id}`);
    const [invitation] = (await call(api, invited, 'GET', `/api9/users/staff/${invited.username}/invitations`)).json();
    expect(invitation.status).toBe('PENDING');
    const answers = questions.map((question) => ({ questionId: question.id, answer: true }));
    const accepted = await send({ answer: 'ACCEPT', message: 'Yes please', answers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ invitation: { status: 'ACCEPTED' }, applicationId: expect.any(Number) });
    const applicant = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}/${invited.username}`)).json();
    expect(applicant).toMatchObject({ missedDealBreaker: false, screeningAnswers: [{ answer: true }, { answer: true }] });
  });
});

describe('finding a job seeker to invite by name or email', () => {
  let publicSeeker: TestAccount;
  let privateApplicant: TestAccount;
  let privateStranger: TestAccount;

  beforeAll(async () => {
    publicSeeker = await seekerNamed('Morgan Publicwright', { isPublic: true });
    privateApplicant = await seekerNamed('Morgan Privateapplicant');
    privateStranger = await seekerNamed('Morgan Hiddenstranger', { email: `hidden-${Date.now()}@example.com` });
    const job = await liveJob(api, practice);
    expect((await applyWith(privateApplicant, job.id)).statusCode).toBe(201);
  });

  const lookup = (account: TestAccount | null, q: string, owner = practice) =>
    call(api, account, 'GET', `/api9/users/employers/${owner.username}/candidates/lookup?${new URLSearchParams({ q })}`);
  const names = async (q: string, account = practice) => {
    const response = await lookup(account, q, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().map((s: unknown) => CandidateSuggestionSchema.parse(s).name);
  };

  it('suggests only people the practice may invite, applicants first, and never answers an email', async () => {
    expect(await names('morgan')).toEqual(['Morgan Privateapplicant', 'Morgan Publicwright']);
    // Another practice: the private applicant applied elsewhere, so only the public resume.
    expect(await names('morgan', otherPractice)).toEqual(['Morgan Publicwright']);
    const response = await lookup(practice, 'PUBLICWRIGHT');
    expect(response.json()).toEqual([
      {
        username: publicSeeker.username,
        name: 'Morgan Publicwright',
        position: 'DH',
        positionLabel: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        photoThumbnailUrl: null,
        matchedByEmail: false,
        appliedToPractice: false,
      },
    ]);
    expect(response.body).not.toContain('@');
  });

  it('matches an email only exactly (any case), and only for people who may be invited', async () => {
    expect(await names(publicSeeker.email.toUpperCase())).toEqual(['Morgan Publicwright']);
    expect((await lookup(practice, publicSeeker.email)).json()[0].matchedByEmail).toBe(true);
    expect(await names(publicSeeker.email.slice(0, -4))).toEqual([]);
    expect(await names('example.com')).toEqual([]);
    expect(await names(privateStranger.email)).toEqual([]);
    expect(await names('Hiddenstranger')).toEqual([]);
    // Wildcards are letters.
    expect(await names('%%')).toEqual([]);
    expect(await names('Morgan_P')).toEqual([]);
  });

  it('the suggestion invites: the username it answers is the one inviting takes', async () => {
    const job = await liveJob(api, practice);
    const [suggestion] = (await lookup(practice, 'Publicwright')).json();
    const invited = await invite(api, practice, job.id, suggestion.username);
    expect(invited.statusCode, invited.body).toBe(201);
  });

  it('is for the practice itself: anonymous 401, a job seeker 403, another practice 404; q too short or long 400', async () => {
    expect((await lookup(null, 'morgan')).statusCode).toBe(401);
    expect((await lookup(publicSeeker, 'morgan')).statusCode).toBe(403);
    expect((await lookup(otherPractice, 'morgan')).statusCode).toBe(404);
    for (const q of ['m', ' m ', 'x'.repeat(101)]) {
      const response = await lookup(practice, q);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('q');
    }
    expect((await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/candidates/lookup`)).statusCode).toBe(400);
  });
});
