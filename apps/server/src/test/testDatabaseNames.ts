/** The migrated template every test file's database is cloned from. */
export const TEMPLATE_DATABASE = 'griot_test_template';
/** Prefix of the per-file databases, so a killed run's leftovers can be found and dropped. */
export const TEST_DATABASE_PREFIX = 'griot_test_f_';

/** The same server URL pointing at another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
