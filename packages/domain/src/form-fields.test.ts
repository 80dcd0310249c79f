import { describe, expect, it } from 'vitest';
import { idParamSchema } from './form-fields';
import { DowParamSchema } from './office';

// Ids and days in a path are decimal digits only: notations a plain number conversion takes
// ('0x10', '1e3', ' 5') are refused, so one number has one spelling.

describe('idParamSchema', () => {
  const schema = idParamSchema('The job id');
  it.each([
    ['1', 1],
    ['16', 16],
    ['007', 7],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('takes %j as %i', (written, id) => {
    expect(schema.parse(written)).toBe(id);
  });

  it.each(['0x10', '1e3', '+5', '-5', ' 5', '5 ', '5.0', '0b11', '0o7', '1_0', '٣', '', '0', '9007199254740992', '12345678901234567'])(
    'refuses %j with the message naming the id',
    (written) => {
      const parsed = schema.safeParse(written);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('The job id is a positive whole number.');
    },
  );
});

describe('DowParamSchema', () => {
  it.each([
    ['0', 0],
    ['6', 6],
  ])('takes %j', (written, dow) => {
    expect(DowParamSchema.parse(written)).toBe(dow);
  });

  it.each(['7', '0x3', '1e0', ' 3', '3.0'])('refuses %j', (written) => {
    expect(DowParamSchema.safeParse(written).success).toBe(false);
  });
});
