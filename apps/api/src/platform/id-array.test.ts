import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { idArray, idArrayParam } from './id-array';

const text = (ids: readonly (number | string)[]) => new PgDialect().sqlToQuery(idArray(ids));

describe('idArray', () => {
  it('writes the ids as one bigint[] value, with no parameters however many there are', () => {
    expect(text([3, '17', 42])).toEqual({ sql: 'array[3, 17, 42]::bigint[]', params: [] });
    expect(text([]).sql).toBe('array[]::bigint[]');
    expect(text(Array.from({ length: 70_000 }, (_, i) => i)).params).toHaveLength(0);
  });

  it('refuses anything but a whole number, so nothing else reaches the statement', () => {
    for (const bad of ['1); drop table users; --', '2.5', 'NaN', Number.MAX_SAFE_INTEGER + 2]) expect(() => idArray([1, bad])).toThrow(/not a whole number/);
  });

  it('idArrayParam: the ids as one bound parameter, the statement text the same for any list', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(idArrayParam([3, '17', 42]))).toMatchObject({ sql: '$1::bigint[]', params: ['{3,17,42}'] });
    expect(dialect.sqlToQuery(idArrayParam([])).params).toEqual(['{}']);
    expect(() => idArrayParam([1, '2); drop table users; --'])).toThrow(/not a whole number/);
  });
});
