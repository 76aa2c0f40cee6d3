/**
 * A form's or a procedure's camelCase fields as the snake_case columns of their table (titleAr → title_ar),
 * for the editors that write content rows. Only the keys named are taken, so an input that carries more (an id,
 * a version) never reaches the INSERT or UPDATE by accident; the result's type names the columns, so Kysely
 * checks them against the table.
 */
type Snake<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}` : S;
export type SnakeColumns<T> = { [K in keyof T & string as Snake<K>]: T[K] };

export function columnsFrom<T extends object, K extends keyof T & string>(input: T, keys: readonly K[]): SnakeColumns<Pick<T, K>> {
  const columns: Record<string, unknown> = {};
  for (const key of keys) columns[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = input[key];
  return columns as SnakeColumns<Pick<T, K>>;
}
