import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, employerTables, postingBody } from '../../testing/jobs';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

const base = (account: TestAccount) => `/api9/users/employers/${account.username}/offices`;
const lincolnPark = { name: 'Lincoln Park', address: '2450 N Clark St', address2: 'Suite 200', zip: '60614', phone: '(312) 555-0142' };
const ravenswood = { name: 'Ravenswood', address: '4710 N Lincoln Ave', zip: '60625' };

describe('offices', () => {
  it('adds offices (the first is primary), reads, replaces and switches the primary', async () => {
    const employer = await signUpEmployer(api);
    const first = await call(api, employer, 'POST', base(employer), lincolnPark);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      ...lincolnPark,
      city: 'Chicago',
      state: 'IL',
      lat: expect.any(Number),
      lng: expect.any(Number),
      isPrimary: true,
      hours: [],
      photos: [],
    });
    const second = (await call(api, employer, 'POST', base(employer), { ...ravenswood, city: 'Ravenswood', state: 'IL' })).json();
    expect(second).toMatchObject({ isPrimary: false, city: 'Ravenswood', address2: null, phone: null });

    const listed = (await call(api, employer, 'GET', base(employer))).json();
    expect(listed.map((office: { id: number; isPrimary: boolean }) => [office.id, office.isPrimary])).toEqual([
      [first.json().id, true],
      [second.id, false],
    ]);
    const switched = await call(api, employer, 'PUT', `${base(employer)}/${second.id}/primary`);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().map((office: { id: number; isPrimary: boolean }) => [office.id, office.isPrimary])).toEqual([
      [second.id, true],
      [first.json().id, false],
    ]);

    const replaced = await call(api, employer, 'PUT', `${base(employer)}/${first.json().id}`, { name: 'Old Town', address: '1500 N Wells St', zip: '60610' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Old Town', address2: null, phone: null, city: 'Chicago', zip: '60610', isPrimary: false });
    expect((await call(api, employer, 'GET', `${base(employer)}/${first.json().id}`)).json()).toEqual(replaced.json());
  });

  it('sets the hours of the whole week and clears one day', async () => {
    const employer = await signUpEmployer(api);
    const office = (await call(api, employer, 'POST', base(employer), lincolnPark)).json();
    const url = `${base(employer)}/${office.id}/hours`;
    const week = await call(api, employer, 'PUT', url, {
      hours: [
        { dow: 5, opens: '08:00', closes: '14:00' },
        { dow: 1, opens: '07:30', closes: '17:00' },
        { dow: 0, opens: '10:00', closes: '12:00' },
      ],
    });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual({
      hours: [
        { dow: 0, day: 'Sunday', opens: '10:00', closes: '12:00' },
        { dow: 1, day: 'Monday', opens: '07:30', closes: '17:00' },
        { dow: 5, day: 'Friday', opens: '08:00', closes: '14:00' },
      ],
    });
    const replaced = await call(api, employer, 'PUT', url, {
      hours: [
        { dow: 2, opens: '09:00', closes: '18:00' },
        { dow: 3, opens: '09:00', closes: '18:00' },
      ],
    });
    expect(replaced.json().hours.map((day: { dow: number }) => day.dow)).toEqual([2, 3]);
    const cleared = await call(api, employer, 'DELETE', `${url}/2`);
    expect(cleared.json()).toEqual({ hours: [{ dow: 3, day: 'Wednesday', opens: '09:00', closes: '18:00' }] });
    expect((await call(api, employer, 'DELETE', `${url}/2`)).statusCode).toBe(200);
    expect((await call(api, employer, 'GET', `${base(employer)}/${office.id}`)).json().hours).toHaveLength(1);
    expect((await call(api, employer, 'PUT', url, { hours: [] })).json()).toEqual({ hours: [] });
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const employer = await signUpEmployer(api);
    const office = (await call(api, employer, 'POST', base(employer), lincolnPark)).json();
    const before = await employerTables(api);
    const cases: [string, string, unknown, string][] = [
      ['POST', base(employer), { ...lincolnPark, name: '' }, 'name'],
      ['POST', base(employer), { ...lincolnPark, address: undefined }, 'address'],
      ['POST', base(employer), { ...lincolnPark, zip: '00000' }, 'zip'],
      ['POST', base(employer), { ...lincolnPark, zip: 'abcde' }, 'zip'],
      ['POST', base(employer), { ...lincolnPark, state: 'Illinois' }, 'state'],
      ['POST', base(employer), { ...lincolnPark, phone: '12' }, 'phone'],
      ['POST', base(employer), { ...lincolnPark, isPrimary: true }, 'isPrimary'],
      ['PUT', `${base(employer)}/${office.id}`, { ...lincolnPark, name: 'x'.repeat(151) }, 'name'],
      ['PUT', `${base(employer)}/${office.id}/hours`, { hours: [{ dow: 1, opens: '17:00', closes: '08:00' }] }, 'hours.0.closes'],
      ['PUT', `${base(employer)}/${office.id}/hours`, { hours: [{ dow: 7, opens: '08:00', closes: '17:00' }] }, 'hours.0.dow'],
      ['PUT', `${base(employer)}/${office.id}/hours`, { hours: [{ dow: 1, opens: '8:00', closes: '17:00' }] }, 'hours.0.opens'],
      ['PUT', `${base(employer)}/${office.id}/hours`, { hours: [{ dow: 1, opens: '08:00', closes: '24:00' }] }, 'hours.0.closes'],
      [
        'PUT',
        `${base(employer)}/${office.id}/hours`,
        {
          hours: [
            { dow: 1, opens: '08:00', closes: '17:00' },
            { dow: 1, opens: '09:00', closes: '10:00' },
          ],
        },
        'hours.1.dow',
      ],
      ['PUT', `${base(employer)}/${office.id}/hours`, [{ dow: 1, opens: '08:00', closes: '17:00' }], 'body'],
      ['DELETE', `${base(employer)}/${office.id}/hours/9`, undefined, 'dow'],
      ['GET', `${base(employer)}/abc`, undefined, 'officeId'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(api, employer, method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().errors.map((error: { field?: string }) => error.field)).toContain(field);
    }
    expect(await employerTables(api)).toEqual(before);
    expect((await call(api, employer, 'GET', `${base(employer)}/987654`)).statusCode).toBe(404);
  });

  it('deleting the primary makes the oldest other office primary; postings keep their address', async () => {
    const employer = await signUpEmployer(api);
    const first = (await call(api, employer, 'POST', base(employer), lincolnPark)).json();
    const second = (await call(api, employer, 'POST', base(employer), ravenswood)).json();
    const third = (await call(api, employer, 'POST', base(employer), { ...ravenswood, name: 'Third' })).json();
    await call(api, employer, 'PUT', `${base(employer)}/${first.id}/hours`, { hours: [{ dow: 1, opens: '08:00', closes: '17:00' }] });
    const job = await createDraft(api, employer, postingBody({ officeId: first.id, zip: null, address: null }));
    expect(job).toMatchObject({ officeId: first.id, address: '2450 N Clark St', address2: 'Suite 200', zip: '60614', city: 'Chicago' });

    expect((await call(api, employer, 'DELETE', `${base(employer)}/${first.id}`)).statusCode).toBe(204);
    const left = (await call(api, employer, 'GET', base(employer))).json();
    expect(left.map((office: { id: number; isPrimary: boolean }) => [office.id, office.isPrimary])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    const kept = (await call(api, employer, 'GET', `/api9/users/${employer.username}/jobs/${job.id}`)).json();
    expect(kept).toMatchObject({ officeId: null, address: '2450 N Clark St', zip: '60614' });
    expect((await call(api, employer, 'DELETE', `${base(employer)}/${first.id}`)).statusCode).toBe(404);
    await call(api, employer, 'DELETE', `${base(employer)}/${second.id}`);
    await call(api, employer, 'DELETE', `${base(employer)}/${third.id}`);
    expect((await call(api, employer, 'GET', base(employer))).json()).toEqual([]);
    expect((await call(api, employer, 'POST', base(employer), ravenswood)).json().isPrimary).toBe(true);
  });
});
