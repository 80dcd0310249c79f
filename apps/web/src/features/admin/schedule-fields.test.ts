import { describe, expect, it } from 'vitest';
import { instantFromInput, localInputValue } from './schedule-fields';

describe('schedule fields', () => {
  it('round-trips a local date and time through an ISO instant', () => {
    const iso = instantFromInput('2026-05-04T09:30');
    expect(typeof iso).toBe('string');
    expect(localInputValue(iso as string)).toBe('2026-05-04T09:30');
  });
  it.each([
    ['', null],
    ['  ', null],
    ['not a time', undefined],
  ])('%j → %s', (input, output) => expect(instantFromInput(input)).toBe(output));
  it('shows nothing for no instant', () => {
    expect(localInputValue(null)).toBe('');
    expect(localInputValue('garbage')).toBe('');
  });
});
