import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jobs } from './schema';
import { statementText } from './statement-text';

const dialect = new PgDialect();
const drizzleText = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

describe('statementText', () => {
  it('writes text, nested statements, plain values and lists as Drizzle does', () => {
    const inner = sql`x = ${'a'} and y in ${[1, 2, 3]}`;
    const joined = sql.join([sql`p = ${true}`, sql`q is ${null}`, sql`r = ${2.5}::float8`], sql` and `);
    const query = sql`select ${7} as n, ${undefined}${sql.raw('now()')} where ${inner} and ${joined} and s = ${"it's"}`;
    const { text, params, name } = statementText(query);
    expect({ text, params }).toEqual(drizzleText(query));
    expect(text).toBe('select $1 as n, now() where x = $2 and y in ($3, $4, $5) and p = $6 and q is $7 and r = $8::float8 and s = $9');
    expect(name).toMatch(/^p_[0-9a-f]{20}$/);
  });

  it('names a text the same each time, and different texts differently', () => {
    expect(statementText(sql`select ${1}`).name).toBe(statementText(sql`select ${2}`).name);
    expect(statementText(sql`select ${1}`).name).not.toBe(statementText(sql`select ${1} + 1`).name);
  });

  it('leaves tables, columns and bound parameters to Drizzle', () => {
    const query = sql`select ${jobs.id} from ${jobs} where ${eq(jobs.status, 'ACTIVE')}`;
    expect(statementText(query)).toMatchObject(drizzleText(query));
    expect(statementText(query).text).toBe('select "jobs"."id" from "jobs" where "jobs"."status" = $1');
  });
});
