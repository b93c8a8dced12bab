import { afterEach, describe, expect, it } from 'vitest';
import { conversationTexts } from '../../components/chat/conversationTexts';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { conversationScreenTexts as t } from './conversationScreenTexts';

describe('the conversation screen’s texts', () => {
  afterEach(() => switchLanguage('fr'));

  it('count unread messages and name the pause in French, English and Spanish', async () => {
    expect(t.unread({ count: 1 })).toBe('1 message non lu');
    expect(t.unread({ count: 3 })).toBe('3 messages non lus');
    expect(t.botPaused).toBe('Bot en pause : un agent répond');
    await switchLanguage('en');
    expect(t.unread({ count: 1 })).toBe('1 unread message');
    expect(t.unread({ count: 3 })).toBe('3 unread messages');
    expect(t.takeOver).toBe('Take over');
    expect(conversationTexts.broadcast({ name: 'Soldes' })).toBe('Broadcast: Soldes');
    await switchLanguage('es');
    expect(t.unread({ count: 3 })).toBe('3 mensajes sin leer');
    expect(t.handBack).toBe('Devolver el control al bot');
    expect(conversationTexts.status.read).toBe('Leído');
  });
});
