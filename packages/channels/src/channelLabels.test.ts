import { WHATSAPP_LIMITS } from '@griot/contract/flows/whatsAppLimits';
import { readInLanguage } from '@griot/i18n/currentLanguage';
import { LANGUAGES } from '@griot/i18n/languages';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultChannelLabels } from './channelLabels';
import { renderTelegramMessages } from './telegram/renderTelegramMessages';
import { renderWhatsAppMessages } from './whatsapp/renderWhatsAppMessages';

beforeAll(loadEveryLanguage);

describe('the default channel labels', () => {
  it('are read when a message is rendered, in the language of that moment', () => {
    const element = { type: 'location_request_message' as const, message: 'Où êtes-vous ?' };
    const keyboard = (language: 'fr' | 'en' | 'es') => {
      const [call] = readInLanguage(language, () => renderTelegramMessages(1, { blockId: 'b', element }));
      return call?.method === 'sendMessage' ? call.body.reply_markup : undefined;
    };
    expect(keyboard('es')).toMatchObject({ keyboard: [[{ text: 'Enviar mi ubicación' }]] });
    expect(keyboard('en')).toMatchObject({ keyboard: [[{ text: 'Send my location' }]] });
    expect(keyboard('fr')).toMatchObject({ keyboard: [[{ text: 'Envoyer ma position' }]] });

    const list = {
      type: 'list' as const,
      interactive: {
        type: 'list' as const,
        body: { text: 'Choisissez' },
        action: { button: '', sections: [{ title: '', rows: [{ id: 'x', title: 'X' }] }] },
      },
    };
    const [body] = readInLanguage('es', () =>
      renderWhatsAppMessages('221770000001', { blockId: 'b', element: list }),
    );
    expect(body).toMatchObject({ interactive: { action: { button: 'Ver opciones' } } });
  });

  it('fit WhatsApp’s list button in every language', () => {
    for (const language of LANGUAGES)
      expect(readInLanguage(language, defaultChannelLabels).listButton.length).toBeLessThanOrEqual(
        WHATSAPP_LIMITS.listButton,
      );
  });
});
