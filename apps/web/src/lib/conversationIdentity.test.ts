import { describe, expect, it } from 'vitest';
import { conversationSubtitle, conversationTitle } from './conversationIdentity';
import { formatPhone } from './formatPhone';

describe('conversationIdentity', () => {
  it('names a nameless web visitor by the end of its id, never the raw id', () => {
    const visitor = { name: '', usertel: 'web-9c1d2e3f4f2a', phone: '', channel: 'web' as const };
    expect(conversationTitle(visitor)).toBe('Visiteur 4F2A');
    expect(conversationSubtitle(visitor)).toBe('Widget web');
  });

  it('writes WhatsApp numbers as people do', () => {
    const customer = { name: '', usertel: '221771234567', phone: '', channel: 'whatsapp' as const };
    expect(conversationTitle(customer)).toBe('+221 77 123 45 67');
    expect(conversationSubtitle({ ...customer, name: 'Awa Diop' })).toBe('+221 77 123 45 67');
    expect(conversationTitle({ ...customer, name: ' Awa Diop ' })).toBe('Awa Diop');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('')).toBe('');
  });

  it('keeps a Telegram chat id as it is', () => {
    expect(
      conversationSubtitle({ name: 'Moussa', usertel: '81234567', phone: '', channel: 'telegram' }),
    ).toBe('81234567');
  });
});
