import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementShapes } from './statement-shape';

type Shape = { keyword: boolean };
type Values = { position: string; keyword: string | null; limit: number };

describe('statementShapes', () => {
  let builds = 0;
  const statement = statementShapes((shape: Shape, slot) => {
    builds += 1;
    const keyword = shape.keyword ? sql` and j.title ilike ${slot.keyword}` : sql``;
    return sql`select j.id from jobs j where j.position = ${slot.position} and j.status = ${'ACTIVE'}${keyword} limit ${slot.limit}`;
  });

  it('writes a shape once and puts each call its values where their placeholders were', () => {
    const first = statement({ keyword: true }, { position: 'DH', keyword: '%team%', limit: 25 } satisfies Values);
    const second = statement({ keyword: true }, { position: 'DA', keyword: '%smile%', limit: 10 } satisfies Values);
    expect(builds).toBe(1);
    expect(first.text).toBe('select j.id from jobs j where j.position = $1 and j.status = $2 and j.title ilike $3 limit $4');
    expect(second.text).toBe(first.text);
    expect(second.name).toBe(first.name);
    expect(first.params).toEqual(['DH', 'ACTIVE', '%team%', 25]);
    expect(second.params).toEqual(['DA', 'ACTIVE', '%smile%', 10]);
  });

  it('writes another shape as another statement', () => {
    const other = statement({ keyword: false }, { position: 'DH', keyword: null, limit: 25 });
    expect(builds).toBe(2);
    expect(other.text).toBe('select j.id from jobs j where j.position = $1 and j.status = $2 limit $3');
    expect(other.params).toEqual(['DH', 'ACTIVE', 25]);
  });

  it('refuses a call missing a value its shape reads', () => {
    expect(() => statement({ keyword: true }, { position: 'DH', limit: 25 } as unknown as Values)).toThrow(/no value named keyword/);
  });
});
