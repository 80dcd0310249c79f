import { sql, type SQL } from 'drizzle-orm';

/**
 * Ids as one `bigint[]` value, for `column = any(…)`: a list of any length. `inArray` binds one
 * parameter per value and a statement holds at most 65,535, fewer than the people a national job
 * alerts pass asks about. The values are written into the statement, so each must be a whole number.
 */
export function idArray(ids: readonly (number | string)[]): SQL {
  return sql.raw(`array[${wholeNumbers(ids).join(', ')}]::bigint[]`);
}

/**
 * Ids as one bound `bigint[]` parameter: the statement's text is the same whatever the ids, so a
 * prepared statement (executePrepared) serves every list.
 */
export function idArrayParam(ids: readonly (number | string)[]): SQL {
  return sql`${`{${wholeNumbers(ids).join(',')}}`}::bigint[]`;
}

function wholeNumbers(ids: readonly (number | string)[]): number[] {
  return ids.map((id) => {
    const value = Number(id);
    if (!Number.isSafeInteger(value)) throw new Error(`idArray: ${String(id)} is not a whole number`);
    return value;
  });
}
