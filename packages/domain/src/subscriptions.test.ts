import { describe, expect, it } from 'vitest';
import { addMonths, ChangeSubscriptionSchema, nextRenewalAttempt, proratedAmount, SubscribeSchema } from './subscriptions';

const at = (iso: string) => new Date(iso);

describe('nextRenewalAttempt', () => {
  const end = at('2026-04-10T09:00:00.000Z');
  it.each([
    [1, '2026-04-11T09:00:00.000Z'],
    [2, '2026-04-13T09:00:00.000Z'],
    [3, '2026-04-15T09:00:00.000Z'],
    [4, null],
    [9, null],
  ])('after %i declined attempts: %s', (attempts, expected) => {
    expect(nextRenewalAttempt(end, attempts)?.toISOString() ?? null).toBe(expected);
  });
  it('refuses 0 attempts', () => expect(() => nextRenewalAttempt(end, 0)).toThrow(RangeError));
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T12:00:00.000Z', 1, '2026-02-15T12:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:00.000Z', 1, '2027-01-31T23:59:00.000Z'],
    ['2026-03-31T08:00:00.000Z', 12, '2027-03-31T08:00:00.000Z'],
  ])('%s + %i month(s) is %s', (from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(expected);
  });
});

describe('proratedAmount', () => {
  const start = at('2026-03-01T00:00:00.000Z');
  const end = at('2026-03-31T00:00:00.000Z');
  it.each([
    ['at the start: the whole fee', '2026-03-01T00:00:00.000Z', 1, 29900],
    ['halfway, two slots: one fee', '2026-03-16T00:00:00.000Z', 2, 29900],
    ['a third left: rounded to the cent', '2026-03-21T00:00:00.000Z', 1, 9967],
    ['at the end: nothing', '2026-03-31T00:00:00.000Z', 1, 0],
    ['after the end: nothing', '2026-04-02T00:00:00.000Z', 3, 0],
    ['before the start: never more than the fee', '2026-02-20T00:00:00.000Z', 1, 29900],
  ])('%s', (_name, now, added, expected) => {
    expect(proratedAmount(29900, added, at(now), start, end)).toBe(expected);
  });
});

describe('wire schemas', () => {
  it('takes JOBSUB only and defaults to one slot', () => {
    expect(SubscribeSchema.parse({ nonce: 'n', product: 'JOBSUB' }).quantity).toBe(1);
    expect(SubscribeSchema.safeParse({ nonce: 'n', product: 'JOB' }).error?.issues[0]?.path).toEqual(['product']);
  });
  it('wants exactly one change', () => {
    expect(ChangeSubscriptionSchema.safeParse({ quantity: 2 }).success).toBe(true);
    expect(ChangeSubscriptionSchema.safeParse({ cancelAtPeriodEnd: false }).success).toBe(true);
    expect(ChangeSubscriptionSchema.safeParse({}).success).toBe(false);
    expect(ChangeSubscriptionSchema.safeParse({ quantity: 2, cancelAtPeriodEnd: true }).success).toBe(false);
  });
});
