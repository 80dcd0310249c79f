import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The job seeker's dashboard shows what needs them: an invitation accepted right there, the
// upcoming interview, recent applications with their state, saved jobs and the profile's next step.

const PASSWORD = 'dashboard-journey-2026';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Practice = { username: string; headers: { authorization: string } };
type LiveJob = { id: number; name: string };

async function demoPractice(request: APIRequestContext): Promise<Practice> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  return { username, headers: { authorization: login.headers()['authorization'] } };
}

/** Two of the demo practice's seeded live postings (other journeys close only their own). */
async function twoLiveJobs(request: APIRequestContext, practice: Practice): Promise<[LiveJob, LiveJob]> {
  const list = await request.get(`/api9/users/employers/${practice.username}/jobs`, { headers: practice.headers });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>)
    .filter((job) => job.displayStatus === 'Active' && job.name && !job.name.startsWith('Journey'))
    .map((job): LiveJob => ({ id: job.id, name: job.name as string }));
  expect(live.length).toBeGreaterThan(1);
  return [live[0], live[1]];
}

for (const { name: width, viewport } of VIEWPORTS) {
  test(`the dashboard: accept an invitation there, see the upcoming interview and recent applications (${width})`, async ({ page }) => {
    test.setTimeout(120_000);
    test.info().annotations.push({ type: 'viewport', description: width });
    await page.setViewportSize(viewport);
    dismissProfilePrompt(page);
    const suffix = randomBytes(4).toString('hex');
    const seeker = await registerSeeker(page.request, { name: `Dana Dashboard ${suffix}`, password: PASSWORD, isPublic: true });
    const practice = await demoPractice(page.request);
    const [invitedTo, appliedTo] = await twoLiveJobs(page.request, practice);

    // The seeker applied to one posting; the practice proposes an interview for it and invites them to another.
    const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: { authorization: seeker.authorization },
      data: { jobId: appliedTo.id, message: null },
    });
    expect(applied.status()).toBe(201);
    const { applicationId } = (await applied.json()) as { applicationId: number };
    const when = new Date(Date.now() + 9 * 86_400_000);
    when.setUTCHours(15, 30, 0, 0);
    const proposed = await page.request.post(`/api9/users/employers/${practice.username}/interviews`, {
      headers: practice.headers,
      data: { applicationId, type: 'INPERSON', interviewDate: when.toISOString(), durationMinutes: 45, location: `Suite ${suffix}`, notes: null },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const interview = (await proposed.json()) as { timeZone: string };
    const invite = () =>
      page.request.post(`/api9/users/employers/${practice.username}/jobs/${invitedTo.id}/invitations`, {
        headers: practice.headers,
        data: { username: seeker.username, message: `We liked your resume (${suffix}).` },
      });
    let invited = await invite();
    if (invited.status() === 402) {
      // Out of invitation credits: a few more through the sandbox's test nonce.
      const bought = await page.request.post(`/api9/users/employers/${practice.username}/payment`, {
        headers: practice.headers,
        data: { nonce: 'fake-valid-nonce', product: 'BASIC', quantity: 1, addOns: { INV: 5 } },
      });
      expect(bought.status(), await bought.text()).toBe(201);
      invited = await invite();
    }
    expect(invited.status(), await invited.text()).toBe(201);

    await signIn(page, seeker.email, PASSWORD);

    // The upcoming interview, with the office's zone named.
    const interviews = page.getByTestId('dashboard-interviews');
    const expectedTime = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: interview.timeZone,
    }).format(when);
    await expect(interviews.getByTestId('dashboard-interview')).toHaveCount(1);
    await expect(interviews.getByTestId('dashboard-interview')).toContainText(expectedTime);
    await expect(interviews).toContainText(appliedTo.name);

    // The recent application with its state.
    const applications = page.getByTestId('dashboard-applications');
    await expect(applications.getByTestId('dashboard-application')).toHaveCount(1);
    await expect(applications.getByTestId('dashboard-application').first()).toContainText(appliedTo.name);
    await expect(applications.getByTestId('dashboard-application').first()).toContainText(/Sent|Viewed|Under consideration|Interview/);

    // Saved jobs: the empty state says how to fill it.
    await expect(page.getByTestId('dashboard-saved-jobs')).toContainText('Press Save on a job to keep it here.');

    await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // The pending invitation, accepted right there with a message.
    const invitations = page.getByTestId('dashboard-invitations');
    const card = invitations.getByTestId('invitation').filter({ hasText: invitedTo.name });
    await expect(card).toContainText(`We liked your resume (${suffix}).`);
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByLabel('Message to the practice (optional)').fill('Thank you, I would be glad to.');
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(invitations).toContainText('No invitations waiting for you.');
    await expect(applications.getByTestId('dashboard-application')).toHaveCount(2);
    await expect(applications.getByTestId('dashboard-application').first()).toContainText(invitedTo.name);
    await expectNoAxeViolations(page);
  });
}
