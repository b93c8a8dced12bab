import { describe, expect, it } from 'vitest';
import { createRedirect } from './createRedirect';

const fromWhatsApp = { returnTo: 'whatsapp_management', openpopupwhatsapp: 'true', accountId: 'acc-1' };
const none = { returnTo: null, openpopupwhatsapp: null, accountId: null };

describe('createRedirect', () => {
  it('goes back to the WhatsApp popup with the new chatbot when opened from it', () => {
    expect(createRedirect(fromWhatsApp, 'bot-9')).toBe(
      '/dashboard/whatsapp_management?openpopupwhatsapp=true&accountId=acc-1&chatbotId=bot-9',
    );
  });

  it('encodes the ids', () => {
    expect(createRedirect({ ...fromWhatsApp, accountId: 'a&b' }, 'c d')).toBe(
      '/dashboard/whatsapp_management?openpopupwhatsapp=true&accountId=a%26b&chatbotId=c+d',
    );
  });

  it('goes to the list unless all three conditions hold', () => {
    expect(createRedirect(none, 'bot-9')).toBe('/dashboard/chatbots');
    expect(createRedirect({ ...fromWhatsApp, openpopupwhatsapp: 'false' }, 'bot-9')).toBe(
      '/dashboard/chatbots',
    );
    expect(createRedirect({ ...fromWhatsApp, accountId: null }, 'bot-9')).toBe('/dashboard/chatbots');
    expect(createRedirect({ ...fromWhatsApp, accountId: '' }, 'bot-9')).toBe('/dashboard/chatbots');
    expect(createRedirect({ ...fromWhatsApp, returnTo: 'dashboard' }, 'bot-9')).toBe('/dashboard/chatbots');
  });

  it('returns to where the user came from when leaving without creating', () => {
    expect(createRedirect(fromWhatsApp, null)).toBe('/dashboard/whatsapp_management');
    expect(createRedirect(none, null)).toBe('/dashboard/chatbots');
  });
});
