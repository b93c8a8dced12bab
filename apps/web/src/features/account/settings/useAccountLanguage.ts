import type { AccountSettings } from '@griot/contract/account/accountSchemas';
import { useEffect } from 'react';
import { applyAccountLanguage } from '../../../lib/i18n/displayLanguage';

/**
 * The screens follow the account's saved language as soon as its settings are read (an account
 * opened in another browser, or changed elsewhere).
 */
export function useAccountLanguage(settings: AccountSettings | undefined): void {
  const language = settings?.general.language;
  useEffect(() => {
    if (language) void applyAccountLanguage(language);
  }, [language]);
}
