import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobSlots } from '@chairside/db/schema';
import type { TestAccount } from '../../testing/accounts';
import { createDraft, movableClock, postingBody, publish } from '../../testing/jobs';
import { call, tempUploadsDir } from '../../testing/staff-profiles';
import { runDueTasks, useTestApi } from '../../testing/test-api';

// A slot is priced for, and carries only, postings of the position and region it was bought for (ADR 66).
const START = '2026-05-04T09:30:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const NEW_YORK = '10001';
const CHICAGO = '60614';
const approved = () => `sandbox-approved-${randomUUID()}`;

/** A practice whose only place is in New York (its sign-up ZIP code). */
async function newYorkPractice(): Promise<TestAccount> {
  const email = `ny-${randomInt(1_000_000_000)}@example.com`;
  const password = 'bright-smiles-2026';
  const response = await call(api, null, 'POST', '/api9/users/employers', {
    email,
    password,
    name: 'Dana Whitfield',
    practiceName: 'Midtown Dental',
    zip: NEW_YORK,
    phone: '(212) 555-0142',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { username: response.json().username, email, password, authorization: response.headers.authorization as string, cookie: '' };
}

const path = (account: TestAccount, rest: string) => `/api9/users/employers/${account.username}/${rest}`;
const buy = (account: TestAccount, body: Record<string, unknown>) =>
  call(api, account, 'POST', path(account, 'payment'), { nonce: approved(), product: 'JOB', quantity: 1, ...body });
const dentistInNewYork = postingBody({ position: 'DD', name: 'Associate Dentist', zip: NEW_YORK, address: '350 5th Ave' });
const assistantInNewYork = postingBody({ position: 'DA', name: 'Dental Assistant', zip: NEW_YORK, address: '350 5th Ave' });

async function slotRow(slotId: number) {
  const [row] = await api.database.db.select().from(jobSlots).where(eq(jobSlots.id, slotId));
  return row;
}

describe('slots bought ahead', () => {
  it("are priced for the practice's own region and the position asked for, and bound to both", async () => {
    const practice = await newYorkPractice();
    const elsewhere = await buy(practice, { position: 'DA', zip: CHICAGO });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toMatchObject({ field: 'zip', message: expect.stringContaining('where your practice has no office') });
    const noPosition = await buy(practice, { zip: NEW_YORK });
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().errors[0].field).toBe('position');

    const order = await buy(practice, { position: 'DA' });
    expect(order.statusCode).toBe(201);
    expect(order.json().total).toBe(16900); // an assistant's posting in the Northeast, not Chicago's $149
    expect(await slotRow(order.json().slots[0].slotId)).toMatchObject({ position: 'DA', region: 'NORTHEAST' });
  });

  it('refuses a posting of another position or region naming the slot; the first free slot is the first that fits', async () => {
    const practice = await newYorkPractice();
    const slotId = (await buy(practice, { position: 'DA', zip: NEW_YORK })).json().slots[0].slotId;
    const dentist = await createDraft(api, practice, dentistInNewYork);
    const named = await publish(api, practice, dentist.id, slotId);
    expect(named.statusCode).toBe(409);
    expect(named.json().errors[0]).toMatchObject({ field: 'slotId', message: expect.stringContaining('The job slot was bought for Dental Assistant') });
    const unnamed = await publish(api, practice, dentist.id);
    expect(unnamed.statusCode).toBe(402);
    expect(unnamed.json().errors[0].field).toBe('slotId');
    expect((await slotRow(slotId)).activeJobId).toBeNull();

    const inChicago = await createDraft(api, practice, postingBody({ position: 'DA', zip: CHICAGO }));
    expect((await publish(api, practice, inChicago.id, slotId)).statusCode).toBe(409);

    const assistant = await createDraft(api, practice, assistantInNewYork);
    expect((await publish(api, practice, assistant.id)).json()).toMatchObject({ status: 'ACTIVE', slotId });
  });

  it('a published posting keeps to its slot: changing its position or region is 409 naming the field', async () => {
    const practice = await newYorkPractice();
    const slotId = (await buy(practice, { position: 'DA' })).json().slots[0].slotId;
    const assistant = await createDraft(api, practice, assistantInNewYork);
    expect((await publish(api, practice, assistant.id, slotId)).statusCode).toBe(200);
    const toDentist = await call(api, practice, 'PUT', `/api9/jobs/${assistant.id}`, { ...assistantInNewYork, position: 'DD', name: 'Associate Dentist' });
    expect(toDentist.statusCode).toBe(409);
    expect(toDentist.json().errors[0]).toMatchObject({ field: 'position', message: expect.stringContaining('The job slot was bought for') });
    const toChicago = await call(api, practice, 'PUT', `/api9/jobs/${assistant.id}`, { ...assistantInNewYork, zip: CHICAGO, address: '2450 N Clark St' });
    expect(toChicago.statusCode).toBe(409);
    expect(toChicago.json().errors[0].field).toBe('zip');
    const job = (await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${assistant.id}`)).json();
    expect(job).toMatchObject({ position: 'DA', zip: NEW_YORK });
    expect((await call(api, practice, 'PUT', `/api9/jobs/${assistant.id}`, { ...assistantInNewYork, name: 'Lead Dental Assistant' })).statusCode).toBe(200);
  });
});

describe('buying for a draft', () => {
  it('prices what the draft publishes; a position or region that says otherwise is 400 naming it', async () => {
    const practice = await newYorkPractice();
    const dentist = await createDraft(api, practice, dentistInNewYork);
    const url = path(practice, `jobs/${dentist.id}/payment`);
    const cheaper = await call(api, practice, 'POST', url, { nonce: approved(), product: 'JOB', position: 'DA', zip: CHICAGO });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().errors[0].field).toBe('position');
    const elsewhere = await call(api, practice, 'POST', url, { nonce: approved(), product: 'JOB', position: 'DD', zip: CHICAGO });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('zip');

    const paid = await call(api, practice, 'POST', url, { nonce: approved(), product: 'JOB' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ total: 21900, jobId: dentist.id });
    expect(await slotRow(paid.json().slots[0].slotId)).toMatchObject({ position: 'DD', region: 'NORTHEAST', activeJobId: dentist.id });
  });
});

describe('subscriptions', () => {
  const subscribe = (account: TestAccount, body: Record<string, unknown>) =>
    call(api, account, 'POST', path(account, 'subscriptions'), { nonce: approved(), product: 'JOBSUB', ...body });

  it('are priced and bound as postings are; slots added later are bought for the same', async () => {
    const practice = await newYorkPractice();
    expect((await subscribe(practice, { position: 'DA', zip: CHICAGO })).json().errors[0].field).toBe('zip');
    const created = await subscribe(practice, { position: 'DD' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ unitFee: 42900, nextChargeAmount: 42900 });
    const added = await call(api, practice, 'PUT', path(practice, `order/${created.json().orderId}`), { quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ quantity: 2, nextChargeAmount: 2 * 42900 });
    for (const slot of added.json().slots) expect(await slotRow(slot.slotId)).toMatchObject({ position: 'DD', region: 'NORTHEAST' });
  });

  it("take in a 30-day order's postings only into slots bought for them (409 upgradedId naming the slot)", async () => {
    const practice = await newYorkPractice();
    const subscription = (await subscribe(practice, { position: 'DA' })).json();
    const dentist = await createDraft(api, practice, dentistInNewYork);
    const order = (await call(api, practice, 'POST', path(practice, `jobs/${dentist.id}/payment`), { nonce: approved(), product: 'JOB' })).json();
    const refused = await call(api, practice, 'PUT', path(practice, `order/${subscription.orderId}`), { upgradedId: order.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'upgradedId',
      message: expect.stringContaining('The job slot was bought for Dental Assistant'),
    });
    expect((await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${dentist.id}`)).json()).toMatchObject({
      slotId: order.slots[0].slotId,
      isSubscription: false,
    });
  });

  it('renew at the price of what each slot records, not what the order once declared', async () => {
    const practice = await newYorkPractice();
    const created = (await subscribe(practice, { position: 'DA' })).json();
    expect(created.nextChargeAmount).toBe(32900);
    // A slot from before slots were bound carries a dentist's posting: the migration binds it to what it carries.
    await api.database.db.execute(sql`update job_slots set position = 'DD' where order_id = ${created.orderId}`);
    expect((await call(api, practice, 'GET', path(practice, `subscriptions/${created.orderId}`))).json()).toMatchObject({
      unitFee: 32900,
      nextChargeAmount: 42900,
    });
    // And one bound to nothing ("any") renews at the highest fee it could be.
    await api.database.db.execute(sql`update job_slots set position = null, region = null where order_id = ${created.orderId}`);
    clock.set(new Date(new Date(created.periodEnd).getTime() + 3_600_000).toISOString());
    await runDueTasks(api.ctx);
    const renewed = (await call(api, practice, 'GET', path(practice, `subscriptions/${created.orderId}`))).json();
    expect(renewed.charges).toEqual([expect.objectContaining({ kind: 'renewal', status: 'settled', amount: 42900 })]);
    clock.set(START);
  });
});
