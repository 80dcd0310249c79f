import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { notices, smsMessages } from '@chairside/db/schema';
import { buildTestApi, expectAnswersFitTheDocument, testConfig, type TestApi } from '../../testing/test-api';
import { openTestDatabase } from '../../testing/test-database';
import { signUpStaff } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { freshPhone, inbound, phonePath, textFrom } from '../../testing/texts';
import { SmsUnavailableError } from './sms-port';
import { twilioTransport } from './twilio-transport';
import { signatureMatches, twilioSignature } from './twilio-signature';

// The Twilio adapter against a local server that answers as Twilio's Messages API does
// (https://www.twilio.com/docs/messaging/api/message-resource): 201 with the message's JSON, or
// Twilio's error JSON ({code, message, more_info, status}) with 400, 401 or 429.

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token-for-the-tests';
const FROM = '+15125550199';

type Received = { method: string; url: string; authorization: string | undefined; contentType: string | undefined; form: Record<string, string> };
type Answer = { status: number; body: unknown };

const received: Received[] = [];
const answers: Answer[] = [];
let server: Server;
let apiUrl = '';

const twilioError = (status: number, code: number, message: string): Answer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form,
      });
      const answer = answers.shift() ?? {
        status: 201,
        body: {
          sid: `SM${String(received.length).padStart(32, '0')}`,
          account_sid: ACCOUNT_SID,
          to: form.To,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM${received.length}.json`,
        },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

describe('the Twilio adapter', () => {
  const transport = () => twilioTransport({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiUrl });
  const text = { to: '+15125550142', body: 'Chairside: your code is 123456.', reference: 'code:1' };

  it('posts the text form-encoded to the account’s Messages resource with basic auth, and keeps the sid', async () => {
    const result = await transport().send(text);
    expect(result).toEqual({ outcome: 'sent', providerId: 'SM00000000000000000000000000000001' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+15125550142', Body: 'Chairside: your code is 123456.', From: FROM },
      },
    ]);
  });

  it('sends through a messaging service instead of a number when one is set', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioTransport({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, messagingServiceSid: service, from: FROM, apiUrl }).send(text);
    expect(received[0].form).toEqual({ To: '+15125550142', Body: 'Chairside: your code is 123456.', MessagingServiceSid: service });
  });

  it('takes a 400 as a refusal for good, with Twilio’s code and message', async () => {
    answers.push(twilioError(400, 21211, "The 'To' number +15125550142 is not a valid phone number."));
    expect(await transport().send(text)).toEqual({
      outcome: 'refused',
      reason: "Twilio answered 400 (error 21211): The 'To' number +15125550142 is not a valid phone number.",
    });
  });

  it.each([
    [twilioError(429, 20429, 'Too Many Requests'), 'Twilio answered 429 (error 20429): Too Many Requests'],
    [twilioError(401, 20003, 'Authenticate'), 'Twilio answered 401 (error 20003): Authenticate'],
    [{ status: 503, body: 'Service Unavailable' }, 'Twilio answered 503'],
  ])('throws a failure worth another try for %j', async (answer, message) => {
    answers.push(answer);
    const sending = transport().send(text);
    await expect(sending).rejects.toBeInstanceOf(SmsUnavailableError);
    await expect(sending).rejects.toThrow(message);
  });

  it('throws when Twilio cannot be reached', async () => {
    const closed = twilioTransport({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(closed.send(text)).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});

describe('Twilio’s webhook signature', () => {
  it('matches Twilio’s documented example', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(signatureMatches('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(signatureMatches('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, { ...params, Digits: '1235' })).toBe(false);
    expect(signatureMatches('12345', undefined, url, params)).toBe(false);
  });
});

describe('texts through Twilio when it is configured', () => {
  const clock = movableClock('2026-07-01T17:00:00.000Z');
  // Built once the local server listens, so TWILIO_API_URL can point at it.
  const api = {} as TestApi;
  beforeAll(async () => {
    api.database = await openTestDatabase();
    const env = {
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: apiUrl,
      PUBLIC_URL: 'https://jobs.chairside.example',
    };
    Object.assign(api, await buildTestApi({ config: testConfig(env), db: api.database.db, clock }));
  });
  afterEach(expectAnswersFitTheDocument);
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
  });

  async function textRow(e164: string) {
    const [row] = await api.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, e164));
    return row;
  }
  const noticeOf = async (messageKey: string) =>
    (
      await api.database.db
        .select()
        .from(notices)
        .where(eq(notices.key, `sms:${messageKey}`))
    )[0];

  it('sends the verification code through Twilio, and tries again after a 429', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    answers.push(twilioError(429, 20429, 'Too Many Requests'));
    expect((await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written })).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    const waiting = await textRow(phone.e164);
    expect(waiting).toMatchObject({ status: 'queued', sentAt: null, detail: 'Twilio answered 429 (error 20429): Too Many Requests' });
    expect(await noticeOf(waiting.noticeKey)).toMatchObject({ state: 'pending', attempts: 1 });

    clock.set('2026-07-01T17:00:31.000Z'); // past the first back-off (30 s)
    await api.ctx.notices.runDue();
    expect(await textRow(phone.e164)).toMatchObject({ status: 'sent', transport: 'twilio', providerId: expect.stringMatching(/^SM\d{32}$/), detail: null });
    expect(received.map((request) => request.form.To)).toEqual([phone.e164, phone.e164]);
    const code = /\b(\d{6})\b/.exec(received[1].form.Body)?.[1];
    expect((await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code })).json().phone.verified).toBe(true);
  });

  it('records a number Twilio refuses as failed, without trying again', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    answers.push(twilioError(400, 21614, "'To' number is not a valid mobile number"));
    await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written });
    await api.ctx.notices.runDue();
    const failed = await textRow(phone.e164);
    expect(failed).toMatchObject({ status: 'failed', detail: "Twilio answered 400 (error 21614): 'To' number is not a valid mobile number" });
    expect(await noticeOf(failed.noticeKey)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(received).toHaveLength(1);
  });

  it('checks inbound messages with the auth token over PUBLIC_URL, and for this account only', async () => {
    const phone = freshPhone();
    const publicUrl = 'https://jobs.chairside.example';
    const ours = textFrom(phone.e164, 'HELP', { AccountSid: ACCOUNT_SID });
    expect((await inbound(api, ours, { token: AUTH_TOKEN, publicUrl })).statusCode).toBe(200);
    expect((await inbound(api, textFrom(phone.e164, 'HELP', { AccountSid: ACCOUNT_SID }), { token: AUTH_TOKEN })).statusCode).toBe(403);
    const another = await inbound(api, textFrom(phone.e164, 'HELP', { AccountSid: 'AC' + 'f'.repeat(32) }), { token: AUTH_TOKEN, publicUrl });
    expect(another.statusCode).toBe(403);
    expect(another.json().errors[0].field).toBe('AccountSid');
  });
});
