/**
 * Texts as one PostgreSQL text[] value, each element quoted: one bound value whatever the count,
 * so a statement's text does not change with a list's length.
 */
export const textArrayValue = (values: readonly string[]): string => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
