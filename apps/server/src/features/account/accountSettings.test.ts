import { DEFAULT_ACCOUNT_SETTINGS } from '@griot/contract/account/accountSchemas';
import { describe, expect, it } from 'vitest';
import { readAccountSettings } from '../../domain/account/accountSettings';

describe('readAccountSettings', () => {
  it('gives the defaults to a new account', () => {
    expect(readAccountSettings({})).toEqual(DEFAULT_ACCOUNT_SETTINGS);
  });

  it('keeps what was saved and fills what was not, dropping values of the wrong kind', () => {
    const settings = readAccountSettings({
      general: { language: 'es', darkMode: 'oui' },
      privacy: { profileVisibility: 'contacts' },
      unknown: true,
    });
    expect(settings.general).toEqual({ language: 'es', emailNotifications: true, darkMode: false });
    expect(settings.privacy).toEqual({ profileVisibility: 'contacts', analytics: true });
    expect(settings.notifications).toEqual(DEFAULT_ACCOUNT_SETTINGS.notifications);
  });

  it('falls back to a default for a value no longer accepted', () => {
    expect(readAccountSettings({ general: { language: 'de' } }).general.language).toBe('fr');
  });
});
