import { describe, expect, it } from 'vitest';
import { createStaffAccount, hashPasswordForFactory } from '@chairside/db/factories';
import { seedDemoTempProfiles } from '@chairside/db/demo-temp-profiles';
import { POSITION_CODES } from '@chairside/domain/positions';
import { TempProfileInputSchema, tempProfileSummary } from '@chairside/domain/temp-profile';
import { useTestApi } from '../../testing/test-api';
import { logIn } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { loadTempProfile } from './temp-profile-repository';

const clock = movableClock('2026-12-01T15:00:00.000Z');
const api = useTestApi({ clock });

describe('the demo temp profiles', () => {
  it('gives the demo seeker and every third demo job seeker a temp profile the API would accept, once', async () => {
    const db = api.database.db;
    const passwordHash = await hashPasswordForFactory('chairside-demo');
    const demo = await createStaffAccount(db, { username: 'demo-seeker', email: 'seeker@demo.chairside.dev', position: 'DH', zip: '60625', passwordHash });
    const others = [];
    for (let i = 0; i < 12; i++) others.push(await createStaffAccount(db, { passwordHash, position: POSITION_CODES[i % POSITION_CODES.length] }));

    expect(await seedDemoTempProfiles(db, clock.now())).toEqual({ tempProfiles: 5 });
    expect(await seedDemoTempProfiles(db, clock.now())).toBeNull();

    const stored = await Promise.all([demo, ...others].map((account) => loadTempProfile(db, account.user.id)));
    const temps = stored.filter((profile) => profile !== null);
    expect(temps).toHaveLength(5);
    for (const profile of temps) {
      const { updatedAt: _updatedAt, ...input } = profile;
      expect(TempProfileInputSchema.safeParse(input).error?.issues ?? []).toEqual([]);
      expect(tempProfileSummary(profile)).toMatch(/^Temps as .+ · within \d+ mi · from \$\d/);
    }
    expect(temps.some((profile) => profile.exceptions.length > 0)).toBe(true);
    expect(temps.some((profile) => profile.positions.length > 1)).toBe(true);

    const login = await logIn(api, 'seeker@demo.chairside.dev', 'chairside-demo');
    const seeker = { username: 'demo-seeker', email: '', password: '', authorization: login.headers.authorization as string, cookie: '' };
    const answer = await call(api, seeker, 'GET', '/api9/users/staff/demo-seeker/temp-profile');
    expect(answer.json()).toMatchObject({
      exists: true,
      timeZone: 'America/Chicago',
      summary: 'Temps as Dental Hygienist · Sat 8:00 am–2:00 pm · within 20 mi · from $48/h',
    });
  });
});
