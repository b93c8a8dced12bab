import { AsyncLocalStorage } from 'node:async_hooks';
import { setLanguageSource } from '@griot/i18n/currentLanguage';
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
  pickLanguage,
} from '@griot/i18n/languages';

/** The language the server speaks in one stretch of work: a request, a mail, a job. */
export interface LanguageScope {
  language: Language;
  /**
   * Named by the caller (its Accept-Language) or by whoever opened the scope: the signed-in
   * account's setting no longer changes it.
   */
  fixed: boolean;
}

const scopes = new AsyncLocalStorage<LanguageScope>();

// Every text the server reads (defineTexts catalogues) is read in the scope's language; outside
// any scope (start-up, the workers, the CLI), in French.
setLanguageSource(() => scopes.getStore()?.language ?? DEFAULT_LANGUAGE);

/**
 * A request's scope from its Accept-Language header: the language the caller prefers among ours,
 * else French until the session (if any) says the account's. An unsupported, malformed or absurdly
 * long header names none of ours: French, no error.
 */
export function scopeFromAcceptLanguage(header: string | string[] | undefined): LanguageScope {
  const named = languageFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
  return { language: named ?? DEFAULT_LANGUAGE, fixed: named !== undefined };
}

/** Runs `work` (and everything it starts, awaited or not) in that scope. */
export function runInScope<T>(scope: LanguageScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * Runs `work` in a given language, whatever the request's: a mail in its recipient's language
 * (their account setting, French when it is none of ours).
 */
export function runInLanguage<T>(language: unknown, work: () => T): T {
  return scopes.run({ language: pickLanguage(language), fixed: true }, work);
}

/** The language being spoken now: the request's, the mail's, else French. */
export function currentServerLanguage(): Language {
  return scopes.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Once the session is known: a caller whose Accept-Language named none of our languages is
 * answered in its account's setting (`settings.general.language`, French when unset or unknown).
 */
export function followAccountLanguage(accountSettings: unknown): void {
  const scope = scopes.getStore();
  if (!scope || scope.fixed) return;
  scope.language = pickLanguage(settingsLanguage(accountSettings));
}

/** `settings.general.language` of a stored settings document, read without trusting its shape. */
export function settingsLanguage(accountSettings: unknown): Language {
  const general = isRecord(accountSettings) ? accountSettings.general : undefined;
  return pickLanguage(isRecord(general) ? general.language : undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
