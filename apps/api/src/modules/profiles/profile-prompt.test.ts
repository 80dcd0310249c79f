import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';

const api = useTestApi();

describe('the profile prompt, remembered per account', () => {
  it('keeps the day it was shown with the account, for any browser', async () => {
    const seeker = await signUpStaff(api);
    const path = `/api9/users/staff/${seeker.username}/profile/prompt`;
    expect((await call(api, seeker, 'GET', path)).json()).toEqual({ lastShownDate: null });
    const saved = await call(api, seeker, 'PUT', path, { day: '2026-07-06' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ lastShownDate: '2026-07-06' });
    expect((await call(api, seeker, 'GET', path)).json()).toEqual({ lastShownDate: '2026-07-06' });
  });

  it('refuses a day that is not one, other people and other roles', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const employer = await signUpEmployer(api);
    const path = `/api9/users/staff/${seeker.username}/profile/prompt`;
    for (const body of [{}, { day: '2026-02-30' }, { day: 'today' }, { day: 20260706 }, { day: '2026-07-06', extra: true }]) {
      const response = await call(api, seeker, 'PUT', path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^(day|extra)$/);
    }
    expect((await call(api, seeker, 'GET', path)).json()).toEqual({ lastShownDate: null });
    expect((await call(api, null, 'GET', path)).statusCode).toBe(401);
    expect((await call(api, other, 'PUT', path, { day: '2026-07-06' })).statusCode).toBe(404);
    expect((await call(api, employer, 'GET', `/api9/users/staff/${employer.username}/profile/prompt`)).statusCode).toBe(403);
    expect((await call(api, seeker, 'GET', path)).json()).toEqual({ lastShownDate: null });
  });
});
