import {
  type AccountSettings,
  accountSettingsSchema,
  DEFAULT_ACCOUNT_SETTINGS,
} from '@griot/contract/account/accountSchemas';

/**
 * The stored settings document over the defaults, key by key: an account made before a setting
 * existed (or before any save) gets that setting's default, and a value a newer version no longer
 * accepts falls back to its default instead of failing the whole screen.
 */
export function readAccountSettings(stored: unknown): AccountSettings {
  const merged = mergeDefaults(DEFAULT_ACCOUNT_SETTINGS, stored);
  const parsed = accountSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) resetToDefault(merged, issue.path);
  return accountSettingsSchema.safeParse(merged).data ?? DEFAULT_ACCOUNT_SETTINGS;
}

function resetToDefault(target: Record<string, unknown>, path: readonly PropertyKey[]): void {
  let node: Record<string, unknown> = target;
  let fallback: unknown = DEFAULT_ACCOUNT_SETTINGS;
  for (const [index, key] of path.entries()) {
    fallback = (fallback as Record<PropertyKey, unknown>)[key];
    if (index === path.length - 1) node[key as string] = fallback;
    else node = node[key as string] as Record<string, unknown>;
  }
}

function mergeDefaults<T>(defaults: T, stored: unknown): T & Record<string, unknown> {
  if (typeof defaults !== 'object' || defaults === null) {
    return (typeof stored === typeof defaults ? stored : defaults) as T & Record<string, unknown>;
  }
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) result[key] = mergeDefaults(value, source[key]);
  return result as T & Record<string, unknown>;
}
