import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';

const clock = movableClock('2026-12-01T10:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

describe("My CE's per license", () => {
  it('shows, for each license with a renewal day, the hours its state cycle needs and the hours logged', async () => {
    const seeker = await signUpStaff(api);
    const base = `/api9/users/staff/${seeker.username}`;
    // A TX RDH license renewing in 90 days (24 hours every 2 years), a permit without a CE rule, a license without a renewal day.
    const rdh = await call(api, seeker, 'POST', `${base}/credentials`, { kind: 'RDH', state: 'TX', number: '0123456', expiresOn: '2027-03-01' });
    expect(rdh.statusCode, rdh.body).toBe(201);
    await call(api, seeker, 'POST', `${base}/credentials`, { kind: 'LOCAL_ANESTHESIA', state: 'TX', number: 'LA-1', expiresOn: '2027-03-01' });
    await call(api, seeker, 'POST', `${base}/credentials`, { kind: 'RDH', state: 'CA', number: 'RDH-1', expiresOn: null });
    const course = (completedDate: string, hours: number) =>
      call(api, seeker, 'POST', `${base}/ce/courses`, { title: 'Course', provider: null, completedDate, hours, category: 'CLINICAL' });
    expect((await course('2026-05-01', 10)).statusCode).toBe(201);
    await course('2026-11-20', 8);
    await course('2024-12-01', 12); // before the cycle: does not count

    const overview = await call(api, seeker, 'GET', `${base}/ce`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().licenses).toEqual([
      expect.objectContaining({
        credentialId: rdh.json().id,
        label: 'Registered Dental Hygienist (RDH) license',
        state: 'TX',
        hoursRequired: 24,
        cycleYears: 2,
        cycleStart: '2025-03-01',
        renewalOn: '2027-03-01',
        hoursLogged: 18,
        hoursShort: 6,
        daysLeft: 90,
        summary: 'Renewal in 90 days, 6 CE hours short',
        source: expect.stringContaining('22 TAC §104.1'),
      }),
    ]);

    // Only the person reads it.
    const other = await signUpStaff(api);
    expect((await call(api, other, 'GET', `${base}/ce`)).statusCode).toBe(404);
    const practice = await signUpEmployer(api);
    expect((await call(api, practice, 'GET', `${base}/ce`)).statusCode).toBe(403);
  });
});
