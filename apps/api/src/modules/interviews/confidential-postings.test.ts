import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock, postingBody } from '../../testing/jobs';
import { fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';

// ADR 23: while a posting is confidential, nothing the job seeker gets about it names the
// practice, whether the person applied, was invited or is interviewing; what the practice
// writes itself (a message, an interview's place and notes) is shown as written.

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

const PRACTICE_NAME = 'Bright Smiles Dental';
const PLACE = '2450 N Clark St, Suite 200, Chicago';
const NOTES = 'Ask for Maria at the front desk.';

let practice: TestAccount;
let seeker: TestAccount;
let job: { id: number; slug: string };
let interviewId: number;

const seekerCalls = (account: TestAccount) => ({
  applications: () => call(api, account, 'GET', `/api9/users/staff/${account.username}/applications`),
  invitations: () => call(api, account, 'GET', `/api9/users/staff/${account.username}/invitations`),
  interviews: () => call(api, account, 'GET', `/api9/users/${account.username}/interviews?date=all`),
});

/** Every email sent to the address about hiring (the welcome email of sign-up aside), oldest first. */
async function emailsTo(address: string) {
  const rows = await api.database.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, address)))
    .orderBy(desc(outboxMessages.id));
  return rows.reverse().filter((row) => !row.subject.startsWith('Welcome to Chairside'));
}

/** Neither the practice's name nor its username (its profile address) appears anywhere in the text. */
function expectUnnamed(text: string) {
  expect(text).not.toContain(PRACTICE_NAME);
  expect(text).not.toContain(practice.username);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  expect((await makePublic(api, seeker)).statusCode).toBe(200);
  job = await liveJob(api, practice, { name: 'Associate Hygienist', isConfidential: true });
});

describe('a confidential posting, from invitation to interview', () => {
  it('the invitation and its email do not name the practice; its message is shown as written', async () => {
    const invited = await invite(api, practice, job.id, seeker.username, 'We are a two-chair office near Lincoln Park.');
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = (await seekerCalls(seeker).invitations()).json();
    expect(invitation).toMatchObject({
      message: 'We are a two-chair office near Lincoln Park.',
      job: { id: job.id, city: 'Chicago', state: 'IL', practice: null },
    });
    expectUnnamed(JSON.stringify(invitation));

    const accepted = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/invitations/${invitation.invitationId}/accept`, {
      message: 'Happy to.',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().job.practice).toBeNull();
    expectUnnamed(accepted.body);
  });

  it('the interview tells the applicant where to go and whom to ask for, not which practice it is', async () => {
    const [application] = (await seekerCalls(seeker).applications()).json();
    const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId: application.applicationId,
      type: 'INPERSON',
      interviewDate: '2026-09-10T15:00:00-05:00',
      durationMinutes: 45,
      location: PLACE,
      notes: NOTES,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    interviewId = proposed.json().id;
    // The practice sees its own name.
    expect(proposed.json()).toMatchObject({ isConfidential: true, practice: { username: practice.username, name: PRACTICE_NAME } });

    const answer = await seekerCalls(seeker).interviews();
    const [interview] = answer.json();
    expect(interview).toMatchObject({ id: interviewId, jobTitle: 'Associate Hygienist', isConfidential: true, practice: null, location: PLACE, notes: NOTES });
    expectUnnamed(answer.body);
    expectUnnamed((await seekerCalls(seeker).applications()).body);
    expectUnnamed((await seekerCalls(seeker).invitations()).body);

    const practiceView = (await call(api, practice, 'GET', `/api9/users/${practice.username}/interviews?date=all`)).json();
    expect(practiceView[0]).toMatchObject({ id: interviewId, practice: { name: PRACTICE_NAME } });
  });

  it('changing and cancelling the interview: the emails keep the practice unnamed and carry the place', async () => {
    const url = `/api9/users/employers/${practice.username}/interviews/${interviewId}`;
    const changed = await call(api, practice, 'PUT', url, {
      type: 'WORKING',
      interviewDate: '2026-09-11T15:00:00-05:00',
      durationMinutes: 240,
      location: PLACE,
      notes: NOTES,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(api, practice, 'PUT', `${url}/cancel`)).statusCode).toBe(200);

    const emails = await emailsTo(seeker.email);
    expect(emails.map((email) => email.subject)).toEqual([
      'A dental practice invited you to apply: Associate Hygienist',
      'You applied to Associate Hygienist',
      'Interview proposed: Associate Hygienist',
      'Interview changed: Associate Hygienist',
      'Interview canceled: Associate Hygienist',
    ]);
    for (const email of emails) expectUnnamed(`${email.subject}\n${email.text}`);
    expect(emails[2].text).toContain('The practice proposes an interview for Associate Hygienist (a confidential posting');
    expect(emails[2].text).toContain(PLACE);
    expect(emails[2].text).toContain(NOTES);
  });

  it('the rule follows the posting: no longer confidential, the practice is named; confidential again, it is not', async () => {
    const edit = (isConfidential: boolean) => call(api, practice, 'PUT', `/api9/jobs/${job.id}`, postingBody({ name: 'Associate Hygienist', isConfidential }));
    expect((await edit(false)).statusCode).toBe(200);
    const [named] = (await seekerCalls(seeker).interviews()).json();
    expect(named).toMatchObject({ isConfidential: false, practice: { username: practice.username, name: PRACTICE_NAME } });
    expect((await seekerCalls(seeker).applications()).json()[0].job.practice).toEqual({ username: practice.username, name: PRACTICE_NAME });

    expect((await edit(true)).statusCode).toBe(200);
    expectUnnamed((await seekerCalls(seeker).interviews()).body);
    expectUnnamed((await seekerCalls(seeker).applications()).body);
  });

  it('a posting that is not confidential names its practice in the invitation email', async () => {
    const open = await liveJob(api, practice, { name: 'Dental Assistant' });
    const other = await signUpStaff(api);
    await fillResume(api, other);
    await makePublic(api, other);
    expect((await invite(api, practice, open.id, other.username)).statusCode).toBe(201);
    const [email] = await emailsTo(other.email);
    expect(email.subject).toBe(`${PRACTICE_NAME} invited you to apply: Dental Assistant`);
    expect((await seekerCalls(other).invitations()).json()[0].job.practice).toEqual({ username: practice.username, name: PRACTICE_NAME });
  });
});
