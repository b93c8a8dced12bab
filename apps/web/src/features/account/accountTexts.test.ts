import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { accountTexts } from './accountTexts';
import { settingsTexts } from './settings/settingsTexts';
import { twoFactorTexts } from './twoFactor/twoFactorTexts';

describe('the account screens’ messages with values', () => {
  afterEach(() => switchLanguage('fr'));

  it('count the recovery codes left in French, as the spec writes them', () => {
    expect(twoFactorTexts.codesLeft({ count: 0 })).toBe('Plus aucun code de secours : créez-en de nouveaux.');
    expect(twoFactorTexts.codesLeft({ count: 1 })).toBe('1 code de secours restant');
    expect(twoFactorTexts.codesLeft({ count: 7 })).toBe('7 codes de secours restants');
  });

  it('read in English once switched', async () => {
    await switchLanguage('en');
    expect(twoFactorTexts.codesLeft({ count: 0 })).toBe('No recovery codes left: create new ones.');
    expect(twoFactorTexts.codesLeft({ count: 1 })).toBe('1 recovery code left');
    expect(twoFactorTexts.codesLeft({ count: 10 })).toBe('10 recovery codes left');
    expect(twoFactorTexts.enabledSince({ date: '3 May 2026' })).toBe('On since 3 May 2026');
    expect(settingsTexts.security.revokeLabel({ device: 'Chrome 126 on Windows' })).toBe(
      'Log out Chrome 126 on Windows',
    );
    expect(settingsTexts.notifications.switchLabel({ kind: 'New messages', channel: 'Push' })).toBe(
      'New messages: Push',
    );
    expect(settingsTexts.billing.fileName({ number: 'GR-2026-0001' })).toBe('invoice-GR-2026-0001.pdf');
    expect(accountTexts.profile.born({ date: '12 April 1990' })).toBe('Born on 12 April 1990');
  });

  it('read in Spanish once switched', async () => {
    await switchLanguage('es');
    expect(twoFactorTexts.codesLeft({ count: 1 })).toBe('Queda 1 código de recuperación');
    expect(twoFactorTexts.codesLeft({ count: 4 })).toBe('Quedan 4 códigos de recuperación');
    expect(settingsTexts.tabs.general).toBe('General');
    expect(settingsTexts.general.language).toBe('Idioma');
  });
});
