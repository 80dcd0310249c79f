import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi, type TestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { pdfText } from '../../testing/pdf-text';
import { createEmployerAccount, createJobPosting } from '@chairside/db/factories';
import { createSignedLinks } from '../../platform/signed-links';

// Per-address limits as in production (factor 1): each test sends from its own address.
const clock = movableClock('2026-10-01T09:00:00.000Z');
const api: TestApi = useTestApi({ clock, env: { ADDRESS_LIMITS_FACTOR: '1', CONTACT_EMAIL: 'team@chairside.test' } });

let nextAddress = 10;
const newAddress = () => `10.1.0.${nextAddress++}`;

type Json = Record<string, unknown>;
async function send(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, options: { ip?: string; authorization?: string } = {}) {
  return api.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '10.9.9.9',
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: options.authorization ? { authorization: options.authorization } : {},
  });
}

/** A ticket as a person's browser gets it when they start typing, then the few seconds they take. */
async function ticket(ip = '10.9.9.9', wait = 5_000): Promise<string> {
  const response = await send('GET', '/api9/forms/ticket', undefined, { ip });
  expect(response.statusCode, response.body).toBe(200);
  clock.set(new Date(clock.now().getTime() + wait).toISOString());
  return response.json().formTicket;
}

const rows = async (table: string) => (await api.database.db.execute<Json>(sql.raw(`select * from ${table} order by id`))).rows;
const mailTo = async (to: string) =>
  (await api.database.db.execute<Json>(sql`select subject, text_body, headers from outbox_messages where to_address = ${to} order by id`)).rows;
const linkIn = (text: string, prefix: string) => {
  const match = new RegExp(`https?://[^\\s]*${prefix.replace(/\//g, '\\/')}([^\\s]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return { url: match![0], token: decodeURIComponent(match![1]) };
};

const lead = (overrides: Json = {}) => ({ name: 'Dana Whitfield', leadEmail: `dana${nextAddress}@example.com`, role: 'employer', ...overrides });

async function submitLead(body: Json, ip = newAddress()) {
  return send('PUT', '/api9/users/public/lead', { ...body, formTicket: await ticket(ip) }, { ip });
}

let seeker: TestAccount;
beforeAll(async () => {
  seeker = await signUpStaff(api);
});

describe('the lead form', () => {
  it('keeps a lead under lead-form by default with the fields list and page URI, and emails a thank-you', async () => {
    const response = await submitLead(
      lead({
        leadEmail: 'Owner@Example.com',
        practiceName: 'Bright Smiles',
        phone: '(503) 555-0100',
        zip: '97201',
        utmSource: 'newsletter',
        utmCampaign: 'fall',
        pageUri: '/about-us/',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you, please check your email!' });
    const [stored] = (await rows('marketing_form_submissions')).filter((row) => row.email === 'owner@example.com');
    expect(stored).toMatchObject({ form_name: 'lead-form', page_uri: '/about-us/', user_id: null });
    expect(stored.fields).toEqual([
      { name: 'email', value: 'owner@example.com' },
      { name: 'name', value: 'Dana Whitfield' },
      { name: 'practice_name', value: 'Bright Smiles' },
      { name: 'zip', value: '97201' },
      { name: 'phone', value: '(503) 555-0100' },
      { name: 'role', value: 'employer' },
      { name: 'utm_source', value: 'newsletter' },
      { name: 'utm_campaign', value: 'fall' },
    ]);
    const [mail] = await mailTo('owner@example.com');
    expect(mail.subject).toBe('Thank you for contacting Chairside');
  });

  it.each(['event-submission', 'jobseeker-toolkit', 'hiring-toolkit', 'newsletter', 'student-webinar', 'lead-form'])(
    'form %s is kept under its name',
    async (formName) => {
      const email = `form-${formName}@example.com`;
      expect((await submitLead(lead({ formName, leadEmail: email }))).statusCode).toBe(200);
      const stored = (await rows('marketing_form_submissions')).filter((row) => row.email === email);
      expect(stored.map((row) => row.form_name)).toEqual([formName]);
    },
  );

  it('a hiring toolkit lead gets a signed download link that serves our PDF', async () => {
    const response = await submitLead(
      lead({ formName: 'hiring-toolkit', leadEmail: 'hiring@example.com', assetTitle: 'The Dental Hiring Toolkit', leadSource: 'hiring-toolkit-page' }),
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await mailTo('hiring@example.com');
    expect(mail.subject).toBe('Your copy of The Dental Hiring Toolkit');
    // The email links to the download's page, which names the file and offers it.
    const { url, token } = linkIn(String(mail.text_body), '/downloads/');
    expect(url.startsWith('http://localhost:3000/downloads/')).toBe(true);
    const details = await send('GET', `/api9/downloads/${encodeURIComponent(token)}/details`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ title: 'The Dental Hiring Toolkit', fileName: 'chairside-hiring-toolkit.pdf' });
    const file = await send('GET', `/api9/downloads/${encodeURIComponent(token)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="chairside-hiring-toolkit.pdf"');
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfText(file.rawPayload)).toContain('Interview guide');
    expect(file.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    // A changed token, or a token for another purpose, serves nothing.
    expect((await send('GET', `/api9/downloads/${encodeURIComponent(token.slice(0, -2) + 'xx')}`)).statusCode).toBe(403);
    const otherPurpose = await ticket();
    expect((await send('GET', `/api9/downloads/${encodeURIComponent(otherPurpose)}`)).statusCode).toBe(403);
    expect((await send('GET', `/api9/downloads/${encodeURIComponent(otherPurpose)}/details`)).statusCode).toBe(403);
    // After its 30 days the page says the link expired.
    clock.set(new Date(clock.now().getTime() + 31 * 24 * 3_600_000).toISOString());
    expect((await send('GET', `/api9/downloads/${encodeURIComponent(token)}/details`)).statusCode).toBe(410);
  });

  it('the salary survey report download carries the survey', async () => {
    expect((await submitLead(lead({ leadEmail: 'survey@example.com', assetTitle: '2025 Salary Survey Report' }))).statusCode).toBe(200);
    const [mail] = await mailTo('survey@example.com');
    const { token } = linkIn(String(mail.text_body), '/downloads/');
    const file = await send('GET', `/api9/downloads/${encodeURIComponent(token)}`);
    expect(file.headers['content-disposition']).toContain('chairside-2025-salary-survey.pdf');
    expect(pdfText(file.rawPayload)).toContain('2025 Salary Survey Report');
  });

  it.each<[string, Json, string]>([
    ['no name', { name: '' }, 'name'],
    ['no email', { leadEmail: undefined }, 'leadEmail'],
    ['an email that is not one', { leadEmail: 'not-an-email' }, 'leadEmail'],
    ['staff without a position', { role: 'staff' }, 'position'],
    ['staff with an unknown position', { role: 'staff', position: 'XX' }, 'position'],
    ['other without saying what', { role: 'other', roleOther: ' ' }, 'roleOther'],
    ['an unknown role', { role: 'admin' }, 'role'],
    ['an unknown form', { formName: 'payroll' }, 'formName'],
    ['a short ZIP', { zip: '123' }, 'zip'],
    ['a phone of letters', { phone: 'call me maybe' }, 'phone'],
    ['a page outside the site', { pageUri: 'https://elsewhere.example/' }, 'pageUri'],
    ['an unknown field', { isAdmin: true }, 'isAdmin'],
    ['a number for a name', { name: 42 }, 'name'],
    ['a huge practice name', { practiceName: 'x'.repeat(151) }, 'practiceName'],
  ])('%s: 400 naming %s, nothing kept or sent', async (_name, change, field) => {
    const before = (await rows('marketing_form_submissions')).length;
    const response = await submitLead({ ...lead({ leadEmail: 'rules@example.com' }), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect((await rows('marketing_form_submissions')).length).toBe(before);
    expect(await mailTo('rules@example.com')).toEqual([]);
  });

  it('staff with a position and other with a description pass', async () => {
    expect((await submitLead(lead({ role: 'staff', position: 'DH' }))).statusCode).toBe(200);
    expect((await submitLead(lead({ role: 'other', roleOther: 'Dental consultant' }))).statusCode).toBe(200);
  });

  it('naughty strings are kept as text, never run; malformed JSON is a 400', async () => {
    for (const naughty of NAUGHTY_STRINGS.filter((value) => value.trim() !== '' && !value.includes('\u0000')).slice(0, 12)) {
      const response = await submitLead(lead({ leadEmail: 'naughty@example.com', practiceName: naughty.slice(0, 150) }));
      expect(response.statusCode, `${naughty}: ${response.body}`).toBeLessThan(500);
    }
    const malformed = await api.app.inject({
      method: 'PUT',
      url: '/api9/users/public/lead',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    const nul = await submitLead(lead({ name: 'Dana\u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].field).toBe('name');
  });
});

describe('bots are refused and people are not', () => {
  it('a script posting the form straight away is refused (no ticket, a fresh ticket, a forged one); a person passes', async () => {
    const ip = newAddress();
    const email = 'bot-target@example.com';
    const body = lead({ leadEmail: email });
    // 1. No ticket: a script that posts the form's fields.
    const noTicket = await send('PUT', '/api9/users/public/lead', body, { ip });
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json().errors[0].field).toBe('formTicket');
    // 2. A ticket fetched and used at once (faster than anyone types).
    const fresh = await ticket(ip, 200);
    const tooFast = await send('PUT', '/api9/users/public/lead', { ...body, formTicket: fresh }, { ip });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().errors[0]).toMatchObject({ field: 'formTicket', message: expect.stringContaining('quicker than a person') });
    // 3. A made-up ticket.
    const forged = await send('PUT', '/api9/users/public/lead', { ...body, formTicket: 'eyJ0IjoxfQ.bm90LXNpZ25lZA' }, { ip });
    expect(forged.statusCode).toBe(400);
    // 4. The honeypot filled: the same thank-you, nothing kept, nothing sent.
    const honeypot = await send('PUT', '/api9/users/public/lead', { ...body, formTicket: await ticket(ip), website: 'http://spam.example' }, { ip });
    expect(honeypot.statusCode).toBe(200);
    expect((await rows('marketing_form_submissions')).filter((row) => row.email === email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    // 5. A person: a ticket when they start, the form sent seconds later.
    const person = await send('PUT', '/api9/users/public/lead', { ...body, formTicket: await ticket(ip), website: '' }, { ip });
    expect(person.statusCode, person.body).toBe(200);
    expect((await rows('marketing_form_submissions')).filter((row) => row.email === email)).toHaveLength(1);
  });

  it('a forged ticket is refused by every public form, even one claiming to be old enough; nothing is kept', async () => {
    const ip = newAddress();
    const real = await ticket(ip, 0);
    const [payload, signature] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    // The ticket's time moved back a minute, so it would not need the wait; the signature no longer fits.
    const aged = Buffer.from(JSON.stringify({ ...claims, s: { t: claims.s.t - 60_000 } })).toString('base64url');
    const forged = [
      `${aged}.${signature}`,
      // A ticket made with a key that is not the site's.
      createSignedLinks({ secret: 'not-the-site-secret-but-long-enough-to-sign', db: api.database.db, clock, publicUrl: 'http://localhost' }).create(
        'form-ticket',
        { t: clock.now().getTime() - 60_000 },
        { ttlMs: 3_600_000, singleUse: true },
      ),
      // A signed token of the site, for another purpose (an emailed download link).
      api.ctx.signedLinks.create('download', { asset: 'hiring-toolkit' }, { ttlMs: 3_600_000 }),
      'not a ticket',
      '',
    ];
    clock.set(new Date(clock.now().getTime() + 10_000).toISOString());
    const email = 'forger@example.com';
    const forms = [
      ['PUT', '/api9/users/public/lead', lead({ leadEmail: email })],
      ['POST', '/api9/contactus', { name: 'Forger', email, message: 'Hello' }],
      ['POST', '/api9/newsletter/subscriptions', { email }],
    ] as const;
    for (const [method, url, body] of forms)
      for (const formTicket of forged) {
        const response = await send(method, url, { ...body, formTicket }, { ip });
        expect(response.statusCode, `${url} ${formTicket.slice(0, 20)}`).toBe(400);
        expect(response.json().errors[0].field).toBe('formTicket');
      }
    expect((await rows('marketing_form_submissions')).filter((row) => row.email === email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    // The real ticket still works for its one submission.
    expect((await send('PUT', '/api9/users/public/lead', { ...lead({ leadEmail: email }), formTicket: real }, { ip })).statusCode).toBe(200);
  });

  it('a ticket serves one submission; one refused by a limit may be sent again with it', async () => {
    const ip = newAddress();
    const formTicket = await ticket(ip);
    const [first, second] = await Promise.all([
      send('PUT', '/api9/users/public/lead', { ...lead({ leadEmail: 'once-a@example.com' }), formTicket }, { ip }),
      send('PUT', '/api9/users/public/lead', { ...lead({ leadEmail: 'once-b@example.com' }), formTicket }, { ip }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const again = await send('PUT', '/api9/users/public/lead', { ...lead({ leadEmail: 'once-c@example.com' }), formTicket }, { ip });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: 'formTicket', message: 'This form was sent already. To send it again, reload the page.' });
    const kept = (await rows('marketing_form_submissions')).filter((row) => /^once-[abc]@/.test(String(row.email)));
    expect(kept).toHaveLength(1);

    const retried = lead({ leadEmail: 'once-retried@example.com' });
    for (let i = 0; i < 5; i += 1)
      expect((await send('PUT', '/api9/users/public/lead', { ...retried, formTicket: await ticket(ip) }, { ip })).statusCode).toBe(200);
    const kept5 = await ticket(ip);
    expect((await send('PUT', '/api9/users/public/lead', { ...retried, formTicket: kept5 }, { ip })).statusCode).toBe(429);
    await api.ctx.rateLimiter.reset('limit:marketing-forms:email:once-retried@example.com');
    expect((await send('PUT', '/api9/users/public/lead', { ...retried, formTicket: kept5 }, { ip })).statusCode).toBe(200);
  });

  it('an expired ticket is refused', async () => {
    const ip = newAddress();
    const old = await ticket(ip, 25 * 3_600_000);
    const response = await send('PUT', '/api9/users/public/lead', { ...lead(), formTicket: old }, { ip });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('formTicket');
  });

  it('a flood from one address is stopped at 20 an hour with 429 and Retry-After; another address is not', async () => {
    const ip = newAddress();
    const outcomes: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await send('PUT', '/api9/users/public/lead', { ...lead({ leadEmail: `flood${i}@example.com` }), formTicket: await ticket(ip) }, { ip });
      outcomes.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.json().errors[0].message).toMatch(/^There was an error submitting the form\. Please try again in \d+ minutes?\.$/);
      }
    }
    expect(outcomes.filter((status) => status === 200)).toHaveLength(20);
    expect(outcomes.slice(20)).toEqual([429, 429]);
    expect(await mailTo('flood21@example.com')).toEqual([]);
    expect((await submitLead(lead())).statusCode).toBe(200);
  });

  it('one email address gets at most 5 form emails an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await submitLead(lead({ leadEmail: 'victim@example.com' }))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailTo('victim@example.com')).toHaveLength(5);
  });
});

describe('contact us', () => {
  it('keeps the message with the account when signed in, and emails the team', async () => {
    const ip = newAddress();
    const signedIn = await send(
      'POST',
      '/api9/contactus',
      { name: 'Lee Park', email: 'lee@example.com', message: 'How do I hide my resume?', formTicket: await ticket(ip) },
      { ip, authorization: seeker.authorization },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const anonymous = await send(
      'POST',
      '/api9/contactus',
      { name: 'Ray', email: 'ray@example.com', message: '<script>alert(1)</script> hello', formTicket: await ticket(ip) },
      { ip },
    );
    expect(anonymous.statusCode).toBe(201);
    const messages = await rows('contact_messages');
    const userId = (await api.database.db.execute<Json>(sql`select id from users where username = ${seeker.username}`)).rows[0].id;
    expect(messages.map((row) => [row.email, row.user_id === null ? null : Number(row.user_id)])).toEqual([
      ['lee@example.com', Number(userId)],
      ['ray@example.com', null],
    ]);
    const team = await mailTo('team@chairside.test');
    expect(team.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Contact us #\d+ from Lee Park$/), expect.stringMatching(/from Ray$/)]);
  });

  it.each<[string, Json, string]>([
    ['no name', { name: ' ' }, 'name'],
    ['a bad email', { email: 'ray@' }, 'email'],
    ['no message', { message: '' }, 'message'],
    ['an oversize message', { message: 'x'.repeat(5001) }, 'message'],
    ['an unknown field', { userId: 1 }, 'userId'],
  ])('%s: 400 naming %s, nothing kept', async (_name, change, field) => {
    const ip = newAddress();
    const before = (await rows('contact_messages')).length;
    const response = await send(
      'POST',
      '/api9/contactus',
      { name: 'Ray', email: 'ray@example.com', message: 'Hi', formTicket: await ticket(ip), ...change },
      { ip },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect((await rows('contact_messages')).length).toBe(before);
  });

  it('5 messages an hour from one address', async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await send('POST', '/api9/contactus', { name: 'Ray', email: `ray${i}@example.com`, message: 'Hi', formTicket: await ticket(ip) }, { ip })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the newsletter', () => {
  it('double opt-in: pending until the emailed link is opened; the welcome email unsubscribes in one click', async () => {
    const ip = newAddress();
    const subscribe = await send('POST', '/api9/newsletter/subscriptions', { email: 'Reader@Example.com', formTicket: await ticket(ip) }, { ip });
    expect(subscribe.statusCode, subscribe.body).toBe(202);
    let [subscriber] = (await rows('newsletter_subscribers')).filter((row) => row.email === 'reader@example.com');
    expect(subscriber.status).toBe('PENDING');
    expect((await rows('marketing_form_submissions')).filter((row) => row.email === 'reader@example.com')).toEqual([]);

    const [confirmMail] = await mailTo('reader@example.com');
    expect(confirmMail.subject).toBe('Confirm your Chairside newsletter subscription');
    const { token } = linkIn(String(confirmMail.text_body), '/newsletter/confirm/');
    const confirmed = await send('POST', '/api9/newsletter/confirm', { token });
    expect(confirmed.json()).toEqual({ email: 'reader@example.com', status: 'CONFIRMED' });
    expect((await send('POST', '/api9/newsletter/confirm', { token })).json()).toEqual({ email: 'reader@example.com', status: 'CONFIRMED' });
    [subscriber] = (await rows('newsletter_subscribers')).filter((row) => row.email === 'reader@example.com');
    expect(subscriber.status).toBe('CONFIRMED');
    // The list's service is told once, under the newsletter form.
    const submitted = (await rows('marketing_form_submissions')).filter((row) => row.email === 'reader@example.com');
    expect(submitted.map((row) => row.form_name)).toEqual(['newsletter']);

    const mails = await mailTo('reader@example.com');
    expect(mails).toHaveLength(2);
    const welcome = mails[1];
    expect(welcome.subject).toBe('Welcome to the Chairside newsletter');
    const headers = welcome.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<http:\/\/localhost:3000(\/api9\/newsletter\/unsubscribe\/[^>]+)>$/.exec(headers['List-Unsubscribe']);
    expect(oneClick).not.toBeNull();

    // The mail client's one-click POST (a form body).
    const unsubscribed = await api.app.inject({
      method: 'POST',
      url: oneClick![1],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toEqual({ email: 'reader@example.com', status: 'UNSUBSCRIBED' });
    // The page's link does the same, and again is no change.
    const pageToken = linkIn(String(welcome.text_body), '/newsletter/unsubscribe/').token;
    expect((await send('POST', '/api9/newsletter/unsubscribe', { token: pageToken })).json()).toEqual({ email: 'reader@example.com', status: 'UNSUBSCRIBED' });
  });

  it('a confirmed address asking again gets no email; an unknown or wrong-purpose token is refused', async () => {
    const ip = newAddress();
    await send('POST', '/api9/newsletter/subscriptions', { email: 'twice@example.com', formTicket: await ticket(ip) }, { ip });
    const { token } = linkIn(String((await mailTo('twice@example.com'))[0].text_body), '/newsletter/confirm/');
    await send('POST', '/api9/newsletter/confirm', { token });
    const again = await send('POST', '/api9/newsletter/subscriptions', { email: 'twice@example.com', formTicket: await ticket(ip) }, { ip });
    expect(again.statusCode).toBe(202);
    expect(await mailTo('twice@example.com')).toHaveLength(2);
    // The confirm link cannot unsubscribe, nor the reverse.
    expect((await send('POST', '/api9/newsletter/unsubscribe', { token })).statusCode).toBe(403);
    expect((await send('POST', '/api9/newsletter/confirm', { token: 'nonsense' })).statusCode).toBe(400);
    expect((await send('POST', '/api9/newsletter/confirm', {})).json().errors[0].field).toBe('token');
  });

  it('bad input: 400 naming email, nothing kept; a bot is refused', async () => {
    const ip = newAddress();
    const before = (await rows('newsletter_subscribers')).length;
    for (const email of ['', 'no-at-sign', 42, 'a@b'.repeat(100)]) {
      const response = await send('POST', '/api9/newsletter/subscriptions', { email, formTicket: await ticket(ip) }, { ip });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('email');
    }
    expect((await send('POST', '/api9/newsletter/subscriptions', { email: 'bot@example.com' }, { ip })).statusCode).toBe(400);
    expect(
      (await send('POST', '/api9/newsletter/subscriptions', { email: 'bot@example.com', formTicket: await ticket(ip), website: 'x' }, { ip })).statusCode,
    ).toBe(202);
    expect((await rows('newsletter_subscribers')).length).toBe(before);
  });
});

describe('the salary survey', () => {
  it('answers the figures of a position and state with at least 5 published postings, drafts and percentages left out', async () => {
    const { user } = await createEmployerAccount(api.database.db);
    const hourly = [3000, 3200, 3400, 3600, 3800];
    for (const cents of hourly)
      await createJobPosting(api.database.db, user.id, { position: 'DH', pay: { payCode: 'HOUR', salaryMin: cents, salaryMax: null } });
    // Four in another state (too few), a draft and a production posting: not shown.
    for (let i = 0; i < 4; i += 1)
      await createJobPosting(api.database.db, user.id, { position: 'DH', pay: { payCode: 'HOUR', salaryMin: 9900, salaryMax: null } });
    await createJobPosting(api.database.db, user.id, { position: 'DH', status: 'DRAFT', pay: { payCode: 'HOUR', salaryMin: 100, salaryMax: null } });
    await createJobPosting(api.database.db, user.id, { position: 'DD', pay: { payCode: 'PRODUCTION', salaryMin: 3000, salaryMax: null } });
    await api.database.db.execute(sql`update jobs set state = case when salary_min = 9900 then 'NV' else 'OR' end where employer_id = ${user.id}`);

    const response = await send('GET', '/api9/salary-survey');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      minimumPostings: 5,
      postingsCounted: 9,
      groups: [
        {
          position: 'DH',
          unit: 'HOUR',
          national: { count: 9, median: 3800, p25: 3400, p75: 9900 },
          states: [{ state: 'OR', count: 5, median: 3400, p25: 3200, p75: 3600 }],
        },
      ],
    });
  });
});
