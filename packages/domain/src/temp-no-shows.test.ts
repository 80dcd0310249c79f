import { describe, expect, it } from 'vitest';
import { canDisputeNoShow, NoShowDisputeInputSchema } from './temp-no-shows';

describe('canDisputeNoShow', () => {
  const marked = new Date('2026-12-03T15:00:00.000Z');
  it.each([
    ['at once', '2026-12-03T15:00:00.000Z', true],
    ['six days later', '2026-12-09T15:00:00.000Z', true],
    ['exactly seven days later', '2026-12-10T15:00:00.000Z', true],
    ['a second past seven days', '2026-12-10T15:00:01.000Z', false],
    ['a month later', '2027-01-03T15:00:00.000Z', false],
  ])('%s: %s', (_, now, expected) => {
    expect(canDisputeNoShow(marked, new Date(now))).toBe(expected);
  });
});

describe('NoShowDisputeInputSchema', () => {
  it.each([
    [{ text: 'I came at 7:55.' }, true],
    [{ text: '  x  ' }, true],
    [{ text: 'x'.repeat(1000) }, true],
    [{ text: 'x'.repeat(1001) }, false],
    [{ text: '   ' }, false],
    [{}, false],
    [{ text: 'ok', more: 1 }, false],
  ])('%j: %s', (input, valid) => {
    expect(NoShowDisputeInputSchema.safeParse(input).success).toBe(valid);
  });
});
