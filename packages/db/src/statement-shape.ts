import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { nameOf, type StatementText } from './statement-text';

/** A shape's placeholders, one per value name: `${slot.lat}` in the statement stands for values.lat. */
export type Slots<Values> = { readonly [Name in keyof Values]: Placeholder };

type Compiled = { text: string; name: string; params: unknown[] };

const dialect = new PgDialect();

/** Placeholders made on demand: `slot.anything` is the placeholder named 'anything'. */
const slots = new Proxy({} as Record<string, Placeholder>, { get: (_, name) => sql.placeholder(String(name)) });

/** Shapes kept per statement; a statement has a few dozen at most. Bounded: cleared when full. */
const SHAPES_LIMIT = 1_000;

/**
 * A hot statement written once per shape and filled with each call's values. `build` writes the
 * statement from its shape (which parts it has: plain facts, compared as JSON) with a placeholder
 * for every value (`slot.name`); it is compiled the first time a shape is asked for, and each call
 * only puts its values in the placeholders' places. The text depends on the shape alone, so one
 * prepared statement (executePrepared) serves every call of that shape. Writing the statement
 * afresh for every call cost a search about a tenth of its server time.
 */
export function statementShapes<Shape, Values extends Record<string, unknown>>(
  build: (shape: Shape, slot: Slots<Values>) => SQL,
): (shape: Shape, values: Values) => StatementText {
  const compiled = new Map<string, Compiled>();
  return (shape, values) => {
    const key = JSON.stringify(shape);
    let statement = compiled.get(key);
    if (!statement) {
      const query = dialect.sqlToQuery(build(shape, slots as Slots<Values>));
      statement = { text: query.sql, name: nameOf(query.sql), params: query.params };
      if (compiled.size >= SHAPES_LIMIT) compiled.clear();
      compiled.set(key, statement);
    }
    const params = statement.params.map((param) => {
      if (!(param instanceof Placeholder)) return param;
      if (!(param.name in values)) throw new Error(`statementShapes: no value named ${param.name}`);
      return values[param.name];
    });
    return { text: statement.text, name: statement.name, params };
  };
}
