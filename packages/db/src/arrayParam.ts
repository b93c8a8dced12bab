/**
 * A list of ids or numbers as one PostgreSQL array literal, for `= ANY(${arrayParam(ids)}::uuid[])`.
 * One parameter whatever the length: drizzle's `sql` would expand a JS array into one parameter per
 * value, which changes the statement's text with the count (and defeats executeNamed).
 *
 * Also what keeps a batched UPDATE … FROM jsonb_to_recordset(…) on the table's key: the planner
 * estimates the recordset at 100 rows, and on a connection that planned the statement while the
 * table was small (a new install, the first minutes of a burst) it keeps a sequential scan of the
 * whole table for every batch. `id = ANY(array)` is an index condition whatever the statistics.
 *
 * Only for values with no commas, quotes, braces or spaces (uuids, numbers).
 */
export const arrayParam = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;
