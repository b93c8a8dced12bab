import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { byteLength } from '../cutText';
import { answerCallbackQuery, renderTelegramMessages } from './renderTelegramMessages';
import { TELEGRAM_LIMITS as L } from './telegramLimits';

const render = (element: FlowElement) => renderTelegramMessages(111222333, { blockId: 'b', element });

describe('renderTelegramMessages', () => {
  it('renders a text, cut to 4096, with the preview setting', () => {
    expect(render({ type: 'text', message: 'Salut', preview_url: false })).toEqual([
      {
        method: 'sendMessage',
        body: { chat_id: '111222333', text: 'Salut', link_preview_options: { is_disabled: true } },
      },
    ]);
    const [call] = render({ type: 'text', message: 'x'.repeat(5000), preview_url: true });
    expect(call?.method === 'sendMessage' && call.body.text.length).toBe(L.text);
  });

  it('renders buttons as an inline keyboard with unique callback data ≤ 64 bytes', () => {
    const [call] = render({
      type: 'text_button',
      message: 'On continue ?',
      buttons: [
        { id: 'suite-a1b2c3', title: 'Oui' },
        { id: 'suite-a1b2c3', title: 'Oui, vite' },
        { id: 'é'.repeat(40), title: '' },
      ],
    });
    if (call?.method !== 'sendMessage') throw new Error('sendMessage expected');
    const markup = call.body.reply_markup;
    if (!markup || !('inline_keyboard' in markup)) throw new Error('inline keyboard expected');
    const buttons = markup.inline_keyboard.flat();
    expect(buttons.map((button) => button.text)).toEqual(['Oui', 'Oui, vite', '3']);
    const data = buttons.map((button) => ('callback_data' in button ? button.callback_data : ''));
    expect(data.slice(0, 2)).toEqual(['suite-a1b2c3', 'suite-a1b2c3#2']);
    for (const item of data) expect(byteLength(item)).toBeLessThanOrEqual(L.callbackDataBytes);
  });

  it('renders a list as header, body and footer with one button per row', () => {
    const [call] = render({
      type: 'list',
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Menu' },
        body: { text: 'Choisissez' },
        action: {
          button: 'Voir',
          sections: [
            { title: 'A', rows: [{ id: 'a-123456', title: 'Un' }] },
            { title: 'B', rows: [{ id: 'b-123456', title: 'Deux', description: 'd' }] },
          ],
        },
      },
    });
    expect(call).toEqual({
      method: 'sendMessage',
      body: {
        chat_id: '111222333',
        text: 'Menu\n\nChoisissez',
        reply_markup: {
          inline_keyboard: [
            [{ text: 'Un', callback_data: 'a-123456' }],
            [{ text: 'Deux', callback_data: 'b-123456' }],
          ],
        },
      },
    });
  });

  it('renders media by URL and nothing without a link', () => {
    expect(render({ type: 'image', link: 'https://g.example/a.png' })).toEqual([
      { method: 'sendPhoto', body: { chat_id: '111222333', photo: 'https://g.example/a.png' } },
    ]);
    expect(render({ type: 'document', link: 'https://g.example/a.pdf' })[0]?.method).toBe('sendDocument');
    expect(render({ type: 'audio', link: 'https://g.example/a.mp3' })[0]?.method).toBe('sendAudio');
    expect(render({ type: 'audio', link: '' })).toEqual([]);
  });

  it('puts an agent’s text with a file in its caption (1024 characters at most)', () => {
    expect(render({ type: 'document', link: 'https://g.example/a.pdf', caption: 'Votre devis' })).toEqual([
      {
        method: 'sendDocument',
        body: { chat_id: '111222333', document: 'https://g.example/a.pdf', caption: 'Votre devis' },
      },
    ]);
    const [audio] = render({ type: 'audio', link: 'https://g.example/a.mp3', caption: 'x'.repeat(2000) });
    expect((audio?.body as { caption?: string } | undefined)?.caption?.length).toBe(1024);
  });

  it('renders a location request as a one-time location keyboard', () => {
    const [call] = render({ type: 'location_request_message', message: 'Votre position ?' });
    expect(call?.method === 'sendMessage' && call.body.reply_markup).toEqual({
      keyboard: [[{ text: 'Envoyer ma position', request_location: true }]],
      one_time_keyboard: true,
      resize_keyboard: true,
    });
  });

  it('renders a CTA as a photo with a caption ≤ 1024 and a URL button, or a text', () => {
    const card = {
      type: 'button_link',
      body_message: 'x'.repeat(900),
      footer_message: 'y'.repeat(160),
      action: { name: 'cta_url', parameters: { display_text: 'Ouvrir', url: 'https://shop.example' } },
    } as const;
    const [photo] = render({ ...card, image_header: 'https://g.example/h.jpg' });
    if (photo?.method !== 'sendPhoto') throw new Error('sendPhoto expected');
    expect(photo.body.caption?.length).toBeLessThanOrEqual(L.caption);
    expect(photo.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Ouvrir', url: 'https://shop.example' }]],
    });
    expect(render({ ...card, image_header: '' })[0]?.method).toBe('sendMessage');
  });

  it('sends nothing for engine-only elements', () => {
    expect(render({ type: 'delay', timmer: '1' })).toEqual([]);
    expect(render({ type: 'redirection', redirection_block: 'x' })).toEqual([]);
  });

  it('answers a callback query', () => {
    expect(answerCallbackQuery('q1')).toEqual({
      method: 'answerCallbackQuery',
      body: { callback_query_id: 'q1' },
    });
  });
});
