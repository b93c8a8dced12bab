/** PostgreSQL's SQLSTATE for a unique index violation. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around pg's errors. */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
