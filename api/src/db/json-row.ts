import { Column, getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's whole row as one JSON value, decoded into the object drizzle would return for it. For a wide row the
 * per-column work of node-postgres (a field description, a parser and a result slot per column on every query) and
 * of drizzle (a mapping per column) outweighs the query: the orders table's 60 columns cost the status change a
 * sixth of its CPU. PostgreSQL writes the JSON and JSON.parse reads it in one native call.
 */

/**
 * Columns whose JSON value is already what drizzle returns: those without a mapping of their own (text, uuid,
 * boolean, enums), and json and jsonb, whose value JSON already is (a jsonb string must not be parsed again).
 */
const isTakenAsIs = (column: Column): boolean =>
  column.mapFromDriverValue === Column.prototype.mapFromDriverValue || column.columnType === 'PgJsonb' || column.columnType === 'PgJson';

const decoders = new WeakMap<Table, (json: Record<string, unknown>) => unknown>();

/** Decodes `to_json(row)` of `table` (keys are the database's column names) as drizzle decodes the columns. */
export function rowDecoder<T extends Table>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  let decode = decoders.get(table);
  if (!decode) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column, raw: isTakenAsIs(column) }));
    decode = (json) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, column, raw } of columns) {
        const value = json[name];
        row[key] = value === null || value === undefined ? null : raw ? value : column.mapFromDriverValue(value);
      }
      return row;
    };
    decoders.set(table, decode);
  }
  return decode as (json: Record<string, unknown>) => InferSelectModel<T>;
}

/** `table`'s row as one selected field: `select({ row: jsonRow(orders) })`, also in `returning`. */
export const jsonRow = <T extends Table>(table: T): SQL<InferSelectModel<T>> => sql`to_json(${table})`.mapWith(rowDecoder(table)) as SQL<InferSelectModel<T>>;
