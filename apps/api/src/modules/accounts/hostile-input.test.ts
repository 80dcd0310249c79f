import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

const api = useTestApi();

const countUsers = async () => (await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n;

const valid = (i: number) => ({
  email: `hostile-${i}@example.com`,
  password: 'a-valid-password',
  name: 'Valid Name',
  position: 'DA',
  zip: '60614',
  kind: 'staff',
});

describe('hostile input to the accounts routes', () => {
  it.each(NAUGHTY_STRINGS.map((value, i) => [i, value] as const))(
    'string #%i in every sign-up field answers 201 or a 4xx envelope, never a 500',
    async (i, value) => {
      for (const field of ['email', 'password', 'name', 'position', 'zip', 'kind'] as const) {
        const before = await countUsers();
        const response = await api.app.inject({ method: 'POST', url: '/api9/users/staff', payload: { ...valid(i * 10 + field.length), [field]: value } });
        expect(response.statusCode, `${field}=${JSON.stringify(value.slice(0, 40))}`).toBeLessThan(500);
        if (response.statusCode === 201) {
          expect(await countUsers()).toBe(before + 1);
          // Names are stored as given and never interpreted.
          if (field === 'name') expect(response.json().name).toBe(value.trim());
        } else {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.json().errors[0].message).toEqual(expect.any(String));
          expect(await countUsers()).toBe(before);
        }
      }
    },
  );

  it.each([
    ['an array body', '[]'],
    ['a string body', '"hello"'],
    ['a number body', '42'],
    ['null', 'null'],
    ['deeply nested junk', JSON.stringify({ email: { $gt: '' }, password: ['x'] })],
    ['a prototype-pollution attempt', '{"__proto__":{"role":"admin"},"username":"a@b.co","password":"whatever1"}'],
  ])('sign-in refuses %s with a 400 envelope', async (_label, payload) => {
    const response = await api.app.inject({ method: 'POST', url: '/api9/auth/login', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toEqual(expect.any(String));
  });

  it.each(['/api9/auth/a%20b/token', '/api9/auth/' + 'x'.repeat(65) + '/token', "/api9/auth/'%3B--/logout"])(
    'refuses a username outside the pattern in %s',
    async (url) => {
      const response = await api.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('user');
    },
  );

  it('answers a body sent as a form, not JSON, with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].message).toMatch(/JSON/);
  });
});
