// Closing an account, end to end: a seeker and a practice with data in many tables close their
// accounts; after the grace period no text or JSON column of any table holds their email, name or
// phone, and the practice's receipts add up as before.
import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  contactMessages,
  jobAlerts,
  newsletterSubscribers,
  orderItems,
  payments,
  pushSubscriptions,
  savedJobs,
  smsConsents,
  smsPhones,
  staffProfiles,
  webhookEndpoints,
} from '@chairside/db/schema';
import { createOrder } from '@chairside/db/factories';
import { logIn, refreshCookie, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { movableClock, userIdOf } from '../../testing/jobs';
import { call } from '../../testing/staff-profiles';
import { runDueTasks, useTestApi, type TestApi } from '../../testing/test-api';
import { ERASURE_RULE } from './erasure-rule';

const clock = movableClock('2026-03-02T15:00:00.000Z');
const api = useTestApi({ clock });

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const phoneNumber = () => `(512) 555-${String(randomInt(1000, 9999))}`;

type Person = TestAccount & { name: string; phone: string; id: number };

async function signUp(api: TestApi, role: 'staff' | 'employers', extra: Record<string, unknown>): Promise<Person> {
  const name = `Ysolde ${letters(1).toUpperCase()}${letters(9)}`;
  const email = `${letters(10)}@example.com`;
  const password = 'a-long-secret-for-closing';
  const phone = phoneNumber();
  const payload =
    role === 'staff' ? { email, password, name, position: 'DH', zip: '78701', kind: 'staff' } : { email, password, name, zip: '60614', phone, ...extra };
  const response = await api.app.inject({ method: 'POST', url: `/api9/users/${role}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  const username = response.json().username as string;
  return {
    username,
    email,
    password,
    name,
    phone,
    id: await userIdOf(api, username),
    authorization: response.headers.authorization as string,
    cookie: refreshCookie(response.headers['set-cookie']),
  };
}

/** Every text, JSON and array column of every table, and the rows in it that hold any of the values (any case). */
async function rowsHolding(api: TestApi, values: string[]): Promise<string[]> {
  const columns = await api.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`);
  const patterns = sql`array[${sql.join(
    values.map((value) => sql`${`%${value}%`}`),
    sql`, `,
  )}]::text[]`;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike any (${patterns})`,
    );
    if (Number(result.rows[0].n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function receipts(api: TestApi, employerId: number) {
  const result = await api.database.db.execute<{ orders: number; total: number; items: number; paid: number }>(sql`
    select (select count(*)::int from orders where employer_id = ${employerId}) as orders,
      (select coalesce(sum(total), 0)::int from orders where employer_id = ${employerId}) as total,
      (select coalesce(sum(i.amount), 0)::int from order_items i join orders o on o.id = i.order_id where o.employer_id = ${employerId}) as items,
      (select coalesce(sum(amount), 0)::int from payments where employer_id = ${employerId} and status = 'settled') as paid`);
  return result.rows[0];
}

/** A seeker with a resume, a photo, an application, messages, texts, push, alerts; a practice with a posting and receipts. */
async function buildPeople(api: TestApi) {
  const practice = await signUp(api, 'employers', { practiceName: `Quarternack Dental ${letters(5)}` });
  const seeker = await signUp(api, 'staff', {});
  const db = api.database.db;
  await fillResume(api, seeker);
  const photoKey = `photos/${randomUUID()}.webp`;
  await api.ctx.storage.put(photoKey, Buffer.from('a photo'));
  await db.update(staffProfiles).set({ phone: seeker.phone, photoKey }).where(eq(staffProfiles.userId, seeker.id));
  const job = await liveJob(api, practice, { description: `<p>Ask for ${practice.name} at ${practice.phone}.</p>` });
  expect((await apply(api, seeker, job.id, `I am ${seeker.name}; call ${seeker.phone}.`)).statusCode).toBe(201);
  const started = await call(api, seeker, 'POST', '/api9/conversations', {
    username: practice.username,
    jobId: job.id,
    message: `Hello, ${seeker.name} here.`,
  });
  expect(started.statusCode, started.body).toBe(201);
  const conversationId = started.json().id as number;
  const reply = await call(api, practice, 'POST', `/api9/conversations/${conversationId}/messages`, {
    message: `Thanks ${seeker.name}, email ${practice.email}.`,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  await db.insert(smsPhones).values({ userId: seeker.id, phone: seeker.phone, verifiedAt: new Date(), updatedAt: new Date() });
  await db.insert(smsConsents).values({
    userId: seeker.id,
    kind: 'messages',
    action: 'opt-in',
    source: 'settings',
    phone: seeker.phone,
    wording: 'Texts from Chairside',
    createdAt: new Date(),
  });
  await db.insert(pushSubscriptions).values({ userId: seeker.id, endpoint: `https://push.example.com/${letters(12)}`, p256dh: 'key', auth: 'auth' });
  await db.insert(savedJobs).values({ userId: seeker.id, jobId: job.id });
  const alert = { position: 'DH', zip: '78701', radius: 20, frequency: 'DAILY', checkedUntil: new Date() } as const;
  await db.insert(jobAlerts).values([
    { ...alert, userId: seeker.id },
    { ...alert, email: seeker.email },
  ]);
  await db.insert(contactMessages).values({ name: seeker.name, email: seeker.email, message: 'A question', userId: seeker.id });
  await db.insert(newsletterSubscribers).values({ email: seeker.email.toUpperCase(), status: 'CONFIRMED' });
  const order = await createOrder(db, practice.id, { total: 29800, subtotal: 29800 });
  await db.insert(orderItems).values({ orderId: order.id, productCode: 'JOB', description: 'Job posting', quantity: 2, unitFee: 14900, amount: 29800 });
  await db
    .insert(payments)
    .values({ employerId: practice.id, orderId: order.id, status: 'settled', amount: 29800, gateway: 'sandbox', cardBrand: 'Visa', cardLast4: '1111' });
  return { practice, seeker, job, photoKey };
}

const close = (person: TestAccount, password: string) => call(api, person, 'POST', `/api9/users/${person.username}/closure`, { password });

describe('closing an account', () => {
  it('keeps the account when the person signs in and chooses to keep it', async () => {
    const { seeker } = await buildPeople(api);
    const closed = await close(seeker, seeker.password);
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await logIn(api, seeker.email, seeker.password);
    expect(again.statusCode).toBe(200);
    const signedIn = { ...seeker, authorization: again.headers.authorization as string };
    expect((await call(api, signedIn, 'GET', `/api9/users/${seeker.username}/closure`)).json().closing).not.toBeNull();
    expect((await call(api, signedIn, 'DELETE', `/api9/users/${seeker.username}/closure`)).statusCode).toBe(204);
    expect((await call(api, signedIn, 'GET', `/api9/users/${seeker.username}/closure`)).json()).toEqual({ closing: null });
    clock.advanceDays(15);
    await runDueTasks(api.ctx);
    expect((await logIn(api, seeker.email, seeker.password)).statusCode).toBe(200);
  });

  it('leaves no email, name or phone of a closed seeker or practice in any table, and keeps the receipts', async () => {
    const { seeker, practice, photoKey } = await buildPeople(api);
    // A practice that stays, with a webhook endpoint: its delivery log names the seeker who applied.
    const staying = await signUp(api, 'employers', { practiceName: `Staying Dental ${letters(5)}` });
    await api.database.db
      .insert(webhookEndpoints)
      .values({ employerId: staying.id, url: 'https://127.0.0.1:9/hooks', events: ['application.received'], secret: 'whsec_test', createdAt: clock.now() });
    expect((await apply(api, seeker, (await liveJob(api, staying)).id, 'Hello')).statusCode).toBe(201);
    expect(await rowsHolding(api, [seeker.name])).toContain('webhook_deliveries.body');
    const before = await receipts(api, practice.id);
    expect(before.total).toBe(29800);

    const wrong = await close(seeker, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('password');
    const closed = await close(seeker, seeker.password);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closing.eraseAfter).toBe(new Date(clock.now().getTime() + 14 * 86_400_000).toISOString());
    // Every session ended: the access token is refused at once.
    expect((await call(api, seeker, 'GET', `/api9/users/${seeker.username}/closure`)).statusCode).toBe(401);
    expect((await close(practice, practice.password)).statusCode).toBe(200);
    const email = await api.database.db.execute<{ text_body: string }>(
      sql`select text_body from outbox_messages where to_address = ${seeker.email} and subject = 'Your Chairside account is closing'`,
    );
    expect(email.rows[0].text_body).toContain('Keep my account');

    // Within the grace period nothing is erased.
    clock.advanceDays(13);
    await runDueTasks(api.ctx);
    expect((await rowsHolding(api, [seeker.email])).length).toBeGreaterThan(0);

    clock.advanceDays(2);
    await runDueTasks(api.ctx);

    const identifiers = [seeker.email, seeker.name, seeker.phone, practice.email, practice.name, practice.phone];
    expect(await rowsHolding(api, identifiers)).toEqual([]);
    expect(await receipts(api, practice.id)).toEqual(before);
    expect(await api.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.employerId, staying.id))).toHaveLength(1);
    expect(await api.ctx.storage.get(photoKey)).toBeNull();
    expect(await api.database.db.select().from(applications).where(eq(applications.userId, seeker.id))).toEqual([]);
    const messages = await api.database.db.execute<{ body: string }>(
      sql`select body from conversation_messages m join conversations c on c.id = m.conversation_id where c.staff_user_id = ${seeker.id} order by m.id`,
    );
    expect(messages.rows.map((row) => row.body)).toEqual(['Hello, [removed] here.', 'Thanks [removed], email [removed].']);
    expect((await logIn(api, seeker.email, seeker.password)).statusCode).toBe(401);

    // The scan is what holds the rule: a row the rule left behind is found.
    await api.database.db.insert(newsletterSubscribers).values({ email: `x${seeker.email}`, status: 'PENDING' });
    expect(await rowsHolding(api, identifiers)).toEqual(['newsletter_subscribers.email']);
  });

  it('names in its rule every table that refers to a person', async () => {
    // A table with a column that points at an account or holds an address, phone or name must be in the rule, or here with why it holds no personal data.
    const holdsNoPersonalData = new Set([
      'users', // the rule's last step
      'account_closures', // the record that an account was closed: ids and dates
      'employers', // in the rule
      'conversations', // ids and dates; the messages are in the rule
      'orders', // receipts: amounts, kept (ADR 104)
      'order_items',
      'payments',
      'credit_balances',
      'credit_ledger',
      'discount_redemptions',
      'subscription_charges',
      'shift_invoices', // amounts and ids, kept as payment records (ADR 113)
      'shift_payouts', // what a professional was owed and paid: tax records (ADR 113)
      'ledger_entries', // append-only amounts and ids (ADR 113)
      'seeker_payments',
      'job_slots',
      'match_criteria',
      'employer_culture_results',
      'job_dates', // the booked person's id only
      'analytics_daily_counts',
      'analytics_events', // counted without an account: page and campaign only
      'content_terms', // editorial content: names of topics
      'catalog_products',
      'partner_jobs', // other sites' postings
      'zip_codes',
      'site_search_terms',
      'discounts',
    ]);
    const columns = await api.database.db.execute<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and (column_name ~ '(^|_)(user_id|owner_id|submitter_id|reporter_id|employer_id|email|phone|name)$' or column_name ~ '_phone$|_email$')`);
    const inRule = new Set(ERASURE_RULE.map((step) => step.table));
    const forgotten = columns.rows.map((row) => row.table_name).filter((table) => !inRule.has(table) && !holdsNoPersonalData.has(table));
    expect(forgotten).toEqual([]);
  });
});
