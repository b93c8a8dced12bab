const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in a path that PostgreSQL can compare to a uuid column without an error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
