import { and, desc, eq, sql } from 'drizzle-orm';
import { smsMessages } from '@chairside/db/schema';
import { smsConsentWording } from '@chairside/domain/sms';
import type { TestAccount } from './accounts';
import { call } from './staff-profiles';
import type { TestApi } from './test-api';
import { twilioSignature } from '../modules/sms/public-api';

// Steps the texts tests share: numbers, codes read from the outbox, a verified number, consent,
// and inbound messages signed as the provider signs them.

let nextNumber = 100;
/** A fresh fictional number (555-01xx) in Austin's area code. */
export function freshPhone(): { e164: string; written: string } {
  const line = String(nextNumber++).padStart(4, '0');
  return { e164: `+1512555${line}`, written: `(512) 555-${line}` };
}

/** The newest text to a number: its body and how it ended. */
export async function lastTextTo(api: TestApi, e164: string) {
  const [row] = await api.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, e164)).orderBy(desc(smsMessages.id)).limit(1);
  return row ?? null;
}

/** The code in the newest verification text to a number. */
export async function codeSentTo(api: TestApi, e164: string): Promise<string> {
  const [row] = await api.database.db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.toPhone, e164), eq(smsMessages.purpose, 'code')))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was texted to ${e164}`);
  return code;
}

export const phonePath = (account: TestAccount, rest = '') => `/api9/users/${account.username}/sms/phone${rest}`;
export const preferencesPath = (account: TestAccount) => `/api9/users/${account.username}/notice-preferences`;

/** Adds a number and verifies it with the texted code. */
export async function verifiedPhone(api: TestApi, account: TestAccount): Promise<string> {
  const phone = freshPhone();
  const added = await call(api, account, 'POST', phonePath(account), { phone: phone.written });
  if (added.statusCode !== 200) throw new Error(`adding a number failed: ${added.body}`);
  const verified = await call(api, account, 'POST', phonePath(account, '/verification'), { code: await codeSentTo(api, phone.e164) });
  if (verified.statusCode !== 200) throw new Error(`verifying failed: ${verified.body}`);
  return phone.e164;
}

/** Turns texts on for these kinds (the other channels on), agreeing to the wording shown. */
export async function optInToTexts(api: TestApi, account: TestAccount, e164: string, kinds: string[]) {
  const preferences = Object.fromEntries(kinds.map((kind) => [kind, { email: true, push: true, sms: true }]));
  const answer = await call(api, account, 'PUT', preferencesPath(account), { preferences, smsConsentWording: smsConsentWording(e164) });
  if (answer.statusCode !== 200) throw new Error(`opting in failed: ${answer.body}`);
  return answer;
}

/** A message posted to the inbound webhook as the provider posts it, signed with the token (or the signature given). */
export function inbound(api: TestApi, params: Record<string, string>, signing: { token: string; signature?: string; publicUrl?: string }) {
  const url = '/api9/sms/inbound';
  const signature = signing.signature ?? twilioSignature(signing.token, `${signing.publicUrl ?? 'http://localhost:3000'}${url}`, params);
  return api.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

let nextSid = 1;
/** Twilio's parameters of a text from a number. */
export const textFrom = (e164: string, body: string, extra: Record<string, string> = {}) => ({
  MessageSid: `SM${String(nextSid++).padStart(32, '0')}`,
  From: e164,
  To: '+15125550199',
  Body: body,
  NumMedia: '0',
  ...extra,
});

export async function textsTo(api: TestApi, e164: string) {
  return api.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, e164)).orderBy(smsMessages.id);
}

export async function countRows(api: TestApi, table: string): Promise<number> {
  const result = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0].n);
}
